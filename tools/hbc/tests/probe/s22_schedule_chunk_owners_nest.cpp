// Each chunk of a schedule(dynamic, c) loop runs whole on one thread, counted in iterations
// from the first: also for a loop stepping by 3 from an odd start, a collapsed nest, a chunk
// held in a variable, and a reduction (C++: hbc_rt::chunked over for_range / reduce_range).
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

static double work(long i) {
    double x = (double)i;
    for (int k = 0; k < 150; k++) x = x * 0.999 + 1.0;
    return x;
}

static int splits(const std::vector<int> &owner, long c) {
    for (size_t i = 0; i < owner.size(); i++)
        if (owner[i] != owner[i - i % c]) return 1;
    return 0;
}

int main() {
    const long n = 12000;
    long c = 48;
    std::vector<int> a(n), b(n), d(n);
    int split = 0;
    double sum = 0;
    for (int rep = 0; rep < 15; rep++) {
#pragma omp parallel for schedule(dynamic, c)
        for (long i = 5; i < 5 + 3 * n; i += 3) {
            a[(i - 5) / 3] = omp_get_thread_num() + 0 * (int)work(i);
        }
#pragma omp parallel for collapse(2) schedule(monotonic: dynamic, 40)
        for (int r = 0; r < 60; r++)
            for (int q = 0; q < 200; q++) b[r * 200 + q] = omp_get_thread_num() + 0 * (int)work(q);
#pragma omp parallel for schedule(dynamic, 100) reduction(+: sum)
        for (long i = 0; i < n; i++) {
            d[i] = omp_get_thread_num();
            sum += work(i);
        }
        split |= splits(a, c) | 2 * splits(b, 40) | 4 * splits(d, 100);
    }
    std::printf("split=%d sum=%.0f\n", split, sum);
    return 0;
}
