// The stencil of issue 10's load test: `sweeps` Jacobi sweeps of an n x n 5-point stencil,
// sequentially, with heartbeat (hb::parallel_for_range over rows) or with OpenMP
// (`parallel for schedule(static)` over rows, libgomp). Run it with another CPU-bound
// process on the machine (bench/micro/stencil_load.sh) to see whether a scheduler collapses
// when a worker is descheduled.
//   stencil-load seq|hb|omp [sweeps=400] [n=1024]     prints: mode seconds checksum
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <heartbeat/heartbeat.hpp>
#ifdef _OPENMP
#include <omp.h>
#endif

namespace {

void rows(const double *a, double *b, int64_t n, int64_t r0, int64_t r1) {
    for (int64_t i = r0; i < r1; ++i)
        for (int64_t j = 1; j < n - 1; ++j)
            b[i * n + j] = 0.2 * (a[i * n + j] + a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] +
                                  a[i * n + j + 1]);
}

}  // namespace

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "hb";
    const int sweeps = argc > 2 ? std::atoi(argv[2]) : 400;
    const int64_t n = argc > 3 ? std::atol(argv[3]) : 1024;
    std::vector<double> a(static_cast<size_t>(n * n)), b;
    for (int64_t i = 0; i < n * n; ++i) a[static_cast<size_t>(i)] = static_cast<double>((i * 7919) % 1000) / 1000.0;
    b = a;
    double *pa = a.data(), *pb = b.data();
    if (std::strcmp(mode, "hb") == 0) hb::parallel_for(0, 1, [](int64_t) {});  // start the runtime untimed
    const auto t0 = std::chrono::steady_clock::now();
    for (int s = 0; s < sweeps; ++s) {
        if (std::strcmp(mode, "seq") == 0) {
            rows(pa, pb, n, 1, n - 1);
        } else if (std::strcmp(mode, "hb") == 0) {
            hb::parallel_for_range(1, n - 1, [&](int64_t r0, int64_t r1) { rows(pa, pb, n, r0, r1); });
        } else {
#ifdef _OPENMP
#pragma omp parallel for schedule(static)
            for (int64_t i = 1; i < n - 1; ++i) rows(pa, pb, n, i, i + 1);
#else
            std::fprintf(stderr, "built without OpenMP\n");
            return 2;
#endif
        }
        std::swap(pa, pb);
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    double sum = 0;
    for (int64_t i = 0; i < n * n; ++i) sum += pa[i];
    std::printf("%s %.4f %.9e\n", mode, secs, sum);
    return 0;
}
