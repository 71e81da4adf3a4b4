/* The team size recorded by `master` in one region (as many codes print it at start), then
   used in a later region to stride the work by omp_get_thread_num() and to size
   per-thread partials. OpenMP with dynamic adjustment off gives both regions the same
   team size.
   Was intermittent under hbc (session 13: 1 of 60 runs with two busy processes beside it):
   the first region runs in heartbeat mode and starts no team, and the later team-mode
   region gathered only the pool threads already scheduled, so the strided shares of the
   missing members were skipped (s=150000.00 instead of 225000.00). An outermost team now
   waits for every starting pool thread (docs/protocol.md, "Team size"). */
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
