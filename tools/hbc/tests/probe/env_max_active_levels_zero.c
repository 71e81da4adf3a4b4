/* OMP_MAX_ACTIVE_LEVELS=0 makes every region inactive, a team of one (docs/hbc.md,
   Environment variables); omp_set_max_active_levels(1) makes the next one active again. */
// PROBE-ENV: HB_NUM_WORKERS= OMP_NUM_THREADS=3 OMP_MAX_ACTIVE_LEVELS=0
// PROBE-OUTPUT: mal=0 team=1 inpar=0 sum=499500
// PROBE-OUTPUT: mal=1 team=3 inpar=1
#include <omp.h>
#include <stdio.h>

int main(void)
{
    int team = 0, inpar = -1;
    long sum = 0;
#pragma omp parallel reduction(+ : sum)
    {
#pragma omp master
        {
            team = omp_get_num_threads();
            inpar = omp_in_parallel();
        }
#pragma omp for
        for (int i = 0; i < 1000; i++) sum += i;
    }
    printf("mal=%d team=%d inpar=%d sum=%ld\n", omp_get_max_active_levels(), team, inpar, sum);
    omp_set_max_active_levels(1);
#pragma omp parallel
    {
#pragma omp master
        {
            team = omp_get_num_threads();
            inpar = omp_in_parallel();
        }
    }
    printf("mal=%d team=%d inpar=%d\n", omp_get_max_active_levels(), team, inpar);
    return 0;
}
