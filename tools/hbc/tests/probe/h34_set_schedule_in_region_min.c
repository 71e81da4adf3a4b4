/* Minimal: run-sched-var belongs to the data environment (OpenMP 5.2 2.4.4): a thread
   that calls omp_set_schedule inside a parallel region changes its own implicit task's
   copy, so after the region the initial thread reads back what it set before.
   expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4): after: kind=3 chunk=7
   before session 18 (hbc, HB_NUM_WORKERS=2 and the harness's other settings): after: kind=1 chunk=4
   class: silently wrong (one process-wide run-sched-var; docs/hbc.md only says it is
   "stored and answered"). */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: after: kind=3 chunk=7
int main(void)
{
    omp_sched_t k;
    int c;
    omp_set_schedule(omp_sched_guided, 7);
#pragma omp parallel
    omp_set_schedule(omp_sched_static, 4);
    omp_get_schedule(&k, &c);
    printf("after: kind=%d chunk=%d\n", (int)k, c);
    return 0;
}
