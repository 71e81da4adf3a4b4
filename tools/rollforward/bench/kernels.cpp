// Two of the suite's loop kernels written as plain OpenMP, for the rollforward comparison
// (compare.py): hbc++ --hbc-rollforward gives them check-free/checked copies and tables.
//   kernels KERNEL REPS   -> prints one line per repetition: seconds checksum
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

// mandelbrot-tpal's shape: rows in parallel, an inner loop over columns, irregular work.
static long mandelbrot(int w, int h) {
    long inside = 0;
#pragma omp parallel for schedule(dynamic) reduction(+ : inside)
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            double cr = -2.0 + 3.0 * x / w, ci = -1.2 + 2.4 * y / h, zr = 0, zi = 0;
            int k = 0;
            while (k < 300 && zr * zr + zi * zi < 4.0) {
                double t = zr * zr - zi * zi + cr;
                zi = 2 * zr * zi + ci;
                zr = t;
                k++;
            }
            inside += k;
        }
    }
    return inside;
}

// A flat loop with a cheap body (plus-reduce-array's shape, written as a for loop that
// stores, so that its body is inlined into the loop driver).
static long scale_add(std::vector<double> &a, const std::vector<double> &b) {
    const long n = static_cast<long>(a.size());
#pragma omp parallel for
    for (long i = 0; i < n; i++) a[i] = a[i] * 0.5 + b[i];
    double s = 0;
    for (long i = 0; i < n; i++) s += a[i];
    return static_cast<long>(s);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: kernels mandelbrot|scale-add REPS\n");
        return 2;
    }
    const int reps = std::atoi(argv[2]);
    const bool mandel = std::strcmp(argv[1], "mandelbrot") == 0;
    std::vector<double> a(20000000, 1.0), b(20000000, 0.25);
    for (int r = 0; r < reps; ++r) {
        std::fill(a.begin(), a.end(), 1.0);
        const auto t0 = std::chrono::steady_clock::now();
        long c = 0;
        if (mandel) {
            c = mandelbrot(1600, 1200);
        } else {
            for (int k = 0; k < 10; ++k) c = scale_add(a, b);
        }
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        std::printf("%.6f %ld\n", s, c);
    }
    return 0;
}
