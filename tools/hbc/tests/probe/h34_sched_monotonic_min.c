/* Minimal: omp_sched_monotonic (OpenMP 4.5+, value 0x80000000u, a modifier OR-ed into an
   omp_sched_t for omp_set_schedule) is not declared by hbc's shim omp.h.
   expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4): monotonic=1 chunk=5
   before session 18 (hbc): build fails, "error: use of undeclared identifier 'omp_sched_monotonic'".
   class: build failure. docs/hbc.md "OpenMP runtime routines" says omp_sched_t and the
   other types and constants have the specification's names and values. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: monotonic=1 chunk=5
int main(void)
{
    omp_sched_t k;
    int c;
    omp_set_schedule((omp_sched_t)(omp_sched_dynamic | omp_sched_monotonic), 5);
    omp_get_schedule(&k, &c);
    printf("monotonic=%d chunk=%d\n", ((unsigned)k & 0x80000000u) != 0, c);
    return 0;
}
