/* OMP_NUM_THREADS sets the team size when HB_NUM_WORKERS is unset (docs/hbc.md, Environment
   variables): an SPMD region splits the work by thread number and team size, and a per-thread
   array sized by omp_get_max_threads() holds each thread's part. Only the first number of a
   nesting list counts. */
// PROBE-ENV: HB_NUM_WORKERS= OMP_NUM_THREADS=3,2
// PROBE-OUTPUT: max=3
// PROBE-OUTPUT: team=3 parts=3 sum=4999950000
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int max = omp_get_max_threads(), team = 0;
    long long *part = calloc((size_t)max, sizeof *part);
    printf("max=%d\n", max);
#pragma omp parallel
    {
        int id = omp_get_thread_num(), n = omp_get_num_threads();
        if (id == 0) team = n;
        for (long long i = id; i < 100000; i += n) part[id] += i;
    }
    long long sum = 0;
    int parts = 0;
    for (int t = 0; t < max; t++) {
        sum += part[t];
        parts += part[t] != 0;
    }
    printf("team=%d parts=%d sum=%lld\n", team, parts, sum);
    free(part);
    return 0;
}
