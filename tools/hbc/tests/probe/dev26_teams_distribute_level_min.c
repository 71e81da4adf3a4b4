// PROBE-ACCEPT: rejected a teams distribute body asking its level (docs/hbc.md, Device constructs)
/* Minimal: omp_in_parallel() in the body of a `target teams distribute` loop (no `parallel
   for`): the team's initial thread runs it outside any parallel region, so 0 (gcc -fopenmp).
   hbc runs the loop as a `parallel for` and raises the level for a body that asks: 1.
   (omp_get_thread_num/omp_get_num_threads there are refused; these are not.) */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_in_parallel(void) { return 0; }
static int omp_get_level(void) { return 0; }
#endif

int main(void)
{
    int inpar = -1, level = -1;
#pragma omp target teams distribute map(tofrom: inpar, level)
    for (int i = 0; i < 1; i++) {
        inpar = omp_in_parallel();
        level = omp_get_level();
    }
    printf("in_parallel=%d level=%d\n", inpar, level);
    return 0;
}
