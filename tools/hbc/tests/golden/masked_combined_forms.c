// OpenMP 5.1's combined `masked` forms, which gcc 12 knows and clang 14 does not (clang
// drops the `masked` with a warning, which hbc refused: probe
// s23_parallel_masked_combined.c): since session 53 the prepass writes each as its
// constructs nested, `_Pragma` operators on the directive's own lines, `filter` on the
// `masked`. Also a region whose statement is a directive without braces (`parallel
// firstprivate(w)` then `masked filter(1) w++;`): its team-mode copy of w was not in scope
// for the statement, whose use changed the original, silently (w=8 before session 53).
// EXPECT-OUTPUT: runs=1 who=13 x=7 w=7 s=499500 t=9900
#include <stdio.h>
#include <omp.h>
int main(void) {
    int runs = 0, who = -1, x = 7, w = 7;
#pragma omp parallel masked filter(1) \
        num_threads(3) firstprivate(x)
    {
#pragma omp atomic
        runs++;
        who = omp_get_thread_num() * 10 + omp_get_num_threads();
        x++;
    }
#pragma omp parallel num_threads(3) firstprivate(w)
#pragma omp masked filter(1)
    w++;
    long s = 0, t = 0;
#pragma omp parallel num_threads(2)
    {
#pragma omp masked taskloop reduction(+: s) grainsize(10)
        for (int i = 0; i < 1000; i++) s += i;
    }
#pragma omp parallel masked taskloop simd num_threads(3) reduction(+: t)
    for (int i = 0; i < 100; i++) t += 2 * i;
    printf("runs=%d who=%d x=%d w=%d s=%ld t=%ld\n", runs, who, x, w, s, t);
    return 0;
}
