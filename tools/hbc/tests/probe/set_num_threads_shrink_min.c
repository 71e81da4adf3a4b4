/* Minimal: after omp_set_num_threads(1) following a larger team, a `parallel for` body must
   see omp_get_thread_num() == 0 (a team of one); hbc answers a worker id >= 1. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static void omp_set_num_threads(int n) { (void)n; }
#endif

int main(void)
{
    long bad = 0;
    omp_set_num_threads(2);
#pragma omp parallel for
    for (int i = 0; i < 1000; i++) (void)i;
    omp_set_num_threads(1);
#pragma omp parallel for reduction(+:bad)
    for (int i = 0; i < 1000; i++) bad += omp_get_thread_num() >= 1;
    printf("bad=%ld\n", bad);
    return 0;
}
