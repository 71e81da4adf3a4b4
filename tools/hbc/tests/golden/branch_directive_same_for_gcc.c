/* A directive per platform, chosen by conditions gcc evaluates as clang does (stardist
 * 0.9.2's `#ifdef __APPLE__` / `#else` with `schedule(dynamic)`; MSVC's OpenMP 2.0 is
 * another common reason): gcc skips the other branch too, so the directives may differ
 * (helper-91, session 51; refused before as if gcc compiled the other one). A -D given to
 * both compilers, and a macro of the file defined outside any compiler-dependent group,
 * count as the same. */
// FLAGS: -DUSE_GUIDED=0
// EXPECT-OUTPUT: 499500 499500 499500
#include <stdio.h>
#define LEGACY_OPENMP 0
int main(void) {
    long s = 0, t = 0, u = 0;
#ifdef __APPLE__
#pragma omp parallel for reduction(+:s)
#else
#pragma omp parallel for schedule(dynamic) reduction(+:s)
#endif
    for (int i = 0; i < 1000; i++) s += i;
#if defined(_MSC_VER) || USE_GUIDED
#pragma omp parallel for schedule(guided) reduction(+:t)
#else
#pragma omp parallel for schedule(static, 7) reduction(+:t)
#endif
    for (int i = 0; i < 1000; i++) t += i;
#if LEGACY_OPENMP
#pragma omp parallel for reduction(+:u)
#else
#pragma omp parallel for schedule(dynamic, 4) reduction(+:u)
#endif
    for (int i = 0; i < 1000; i++) u += i;
    printf("%ld %ld %ld\n", s, t, u);
    return 0;
}
