/* The team size recorded by `master` in one region (as many codes print it at start), then
   used in a later region to stride the work by omp_get_thread_num() and to size
   per-thread partials. OpenMP with dynamic adjustment off gives both regions the same
   team size.
   Intermittent under hbc (s13 probes3: 1 of 60 runs with two busy processes beside it,
   once in the runner with a CI build going): the later team-mode region gathers fewer
   members than the recorded count (a pool thread not ready yet), so the strided shares
   of the missing members are skipped: s=100000.00 or 150000.00 instead of 225000.00. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 100000

static double a[N];

int main(void)
{
    int nthreads = 1;
#pragma omp parallel
    {
#pragma omp master
        nthreads = omp_get_num_threads();
    }
    for (int i = 0; i < N; i++) a[i] = (i % 10) * 0.5;
    double *partial = calloc(nthreads, sizeof(double));
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
        for (int i = tid; i < N; i += nthreads) partial[tid] += a[i];
    }
    double s = 0;
    for (int t = 0; t < nthreads; t++) s += partial[t];
    printf("s=%.2f\n", s);
    free(partial);
    return 0;
}
