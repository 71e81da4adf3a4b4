/* The usual start-up banner: omp_set_num_threads(2), then a region where thread 0 alone
   prints omp_get_num_threads() (and a `master` block prints omp_get_max_threads()), then
   a work loop whose per-thread partials are sized by that count. OpenMP with dynamic
   adjustment off gives exactly 2 threads, whatever the machine. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
// PROBE-OUTPUT: Running with 2 threads
// PROBE-OUTPUT: master: num_threads=2 max_threads=2
// PROBE-OUTPUT: dynamic=0 oob=0 sum=4999950.000

int main(void)
{
    omp_set_dynamic(0);
    omp_set_num_threads(2);
    int nthreads = 0;
#pragma omp parallel
    {
        if (omp_get_thread_num() == 0) {
            nthreads = omp_get_num_threads();
            printf("Running with %d threads\n", nthreads);
        }
    }
#pragma omp parallel
    {
#pragma omp master
        printf("master: num_threads=%d max_threads=%d\n", omp_get_num_threads(),
               omp_get_max_threads());
    }
    double *part = calloc(nthreads, sizeof(double));
    int oob = 0;
#pragma omp parallel for reduction(+:oob)
    for (int i = 0; i < 100000; i++) {
        int t = omp_get_thread_num();
        if (t >= nthreads) oob++;
        else part[t] += i * 0.001;
    }
    double s = 0;
    for (int t = 0; t < nthreads; t++) s += part[t];
    printf("dynamic=%d oob=%d sum=%.3f\n", omp_get_dynamic(), oob, s);
    free(part);
    return 0;
}
