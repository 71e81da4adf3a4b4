/* omp_set_num_threads inside a region (each outer thread sets its own nthreads-var, as
   codes that pick the inner team size per task do) followed by a nested region: the
   setting is the calling task's, omp_get_max_threads() answers it, a nested region
   inherits it (its own omp_get_max_threads()), but being nested in an active region it
   is a team of one anyway. After the outer region, the initial task's nthreads-var is
   unchanged (compared with the value read before, not printed). A second outer region
   checks the per-thread value did not leak into the next region's threads. */
#include <stdio.h>
#include <omp.h>

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: t0: set=3 max=3 inner_max=3 inner_size=1 inner_set_after=5 back=3
// PROBE-OUTPUT: t1: set=4 max=4 inner_max=4 inner_size=1 inner_set_after=5 back=4
// PROBE-OUTPUT: top unchanged=1 second_region_fresh=2
int main(void)
{
    int before = omp_get_max_threads();
    int mx[2], imx[2], isz[2], iafter[2], back[2];
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num();
        omp_set_num_threads(3 + t);
        mx[t] = omp_get_max_threads();
#pragma omp parallel
        {
            imx[t] = omp_get_max_threads();
            isz[t] = omp_get_num_threads();
            omp_set_num_threads(5);
            iafter[t] = omp_get_max_threads();
        }
        back[t] = omp_get_max_threads();
    }
    for (int t = 0; t < 2; t++)
        printf("t%d: set=%d max=%d inner_max=%d inner_size=%d inner_set_after=%d back=%d\n", t, 3 + t,
               mx[t], imx[t], isz[t], iafter[t], back[t]);
    int fresh = 0;
#pragma omp parallel num_threads(2) reduction(+:fresh)
    {
        if (omp_get_max_threads() == before) fresh++;
    }
    printf("top unchanged=%d second_region_fresh=%d\n", omp_get_max_threads() == before, fresh);
    return 0;
}
