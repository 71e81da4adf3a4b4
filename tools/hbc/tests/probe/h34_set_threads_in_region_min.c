/* Minimal: omp_set_num_threads(1) called inside a parallel region sets nthreads-var of
   the calling thread's implicit task only (OpenMP 5.2, 18.2.1 / 2.4.4: ICVs of the data
   environment), so after the region the initial thread's omp_get_max_threads() is still 3.
   expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4): after=3
   before session 18 (hbc, HB_NUM_WORKERS=2; also HB_NUM_WORKERS=2 HB_HEARTBEAT_US=1 and
   HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1): after=1 -- and later regions get one thread.
   class: silently wrong. Cause: hbc's omp_set_num_threads resizes the worker pool
   globally (docs/hbc.md "OpenMP runtime routines": "resizes the workers"), wherever it is
   called; the docs do not say a call inside a region leaks out of it. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: after=3
int main(void)
{
    omp_set_num_threads(3);
#pragma omp parallel
    {
        omp_set_num_threads(1);
    }
    printf("after=%d\n", omp_get_max_threads());
    return 0;
}
