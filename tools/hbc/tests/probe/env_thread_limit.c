/* OMP_THREAD_LIMIT caps every team (docs/hbc.md, Environment variables): OMP_NUM_THREADS=4
   and num_threads(3) both give teams of 2, while omp_get_max_threads() answers nthreads-var,
   4, as libgomp does. */
// PROBE-ENV: HB_NUM_WORKERS= OMP_NUM_THREADS=4 OMP_THREAD_LIMIT=2
// PROBE-OUTPUT: limit=2 max=4
// PROBE-OUTPUT: team=2 asked3=2
#include <omp.h>
#include <stdio.h>

int main(void)
{
    int team = 0, asked3 = 0;
    printf("limit=%d max=%d\n", omp_get_thread_limit(), omp_get_max_threads());
#pragma omp parallel
    {
#pragma omp single
        team = omp_get_num_threads();
    }
#pragma omp parallel num_threads(3)
    {
#pragma omp master
        asked3 = omp_get_num_threads();
    }
    printf("team=%d asked3=%d\n", team, asked3);
    return 0;
}
