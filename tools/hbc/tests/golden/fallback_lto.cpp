// --hbc-fallback-openmp with -flto -fno-fat-lto-objects (pybind11's CMake modules, deeptime,
// helper-101): the fallback object's team queries are renamed with objcopy, which cannot
// rename an LTO object, so a fallback file is compiled without LTO.
// FLAGS: --hbc-fallback-openmp -flto -fno-fat-lto-objects
// EXPECT-FALLBACK: firstprivate copy of 'system'
// EXPECT-OUTPUT: 1250000.0
#include <cstdio>
#include <omp.h>
struct Sys {
    double a[4] = {1, 2, 3, 4};
    double f(int i) const { return a[i % 4] * i; }
};
template <typename S>
double run(S &system, long n) {
    double total = 0;
#pragma omp parallel firstprivate(system, n) shared(total)
    {
        double local = 0 * omp_get_thread_num();  // asks its thread number: team mode
#pragma omp for
        for (long i = 0; i < n; ++i) local += system.f((int)i);
#pragma omp atomic
        total += local;
    }
    return total;
}
int main() {
    Sys s;
    std::printf("%.1f\n", run(s, 1000));
    return 0;
}
