// --hbc-fallback-openmp with -flto -fno-fat-lto-objects (pybind11's CMake modules, deeptime,
// helper-101): the fallback object's team queries are renamed with objcopy, which cannot
// rename an LTO object, so a fallback file is compiled without LTO. The construct that sends
// the file to the fallback: a team-mode firstprivate of a dependent reference that the
// instantiation makes a reference to an array (deeptime's class-object case, this test's
// trigger until session 60, is translated now).
// FLAGS: --hbc-fallback-openmp -flto -fno-fat-lto-objects
// EXPECT-FALLBACK: firstprivate copy of 'a'
// EXPECT-OUTPUT: 2500.0
#include <cstdio>
#include <omp.h>
template <typename S>
double run(S &a, long n) {
    double total = 0;
#pragma omp parallel firstprivate(a, n) shared(total)
    {
        double local = 0 * omp_get_thread_num();  // asks its thread number: team mode
#pragma omp for
        for (long i = 0; i < n; ++i) local += a[i % 4];
#pragma omp atomic
        total += local;
    }
    return total;
}
int main() {
    double a[4] = {1, 2, 3, 4};
    std::printf("%.1f\n", run(a, 1000));
    return 0;
}
