/* Per-thread partial histograms sized with omp_get_num_threads() from a single,
   indexed with omp_get_thread_num() in the loop body, combined afterwards (kmeans style). */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 200000
#define BINS 16

int main(void)
{
    int nthreads = 0;
    long *hist = NULL;
    long final[BINS] = {0};
#pragma omp parallel
    {
#pragma omp single
        {
            nthreads = omp_get_num_threads();
            hist = calloc((size_t)nthreads * BINS, sizeof(long));
        }
#pragma omp for schedule(static)
        for (int i = 0; i < N; i++) {
            unsigned x = (unsigned)i * 2654435761u;
            hist[omp_get_thread_num() * BINS + (x >> 28)]++;
        }
    }
    for (int t = 0; t < nthreads; t++)
        for (int b = 0; b < BINS; b++) final[b] += hist[t * BINS + b];
    long check = 0;
    for (int b = 0; b < BINS; b++) check += final[b] * (b + 1);
    printf("check=%ld bin0=%ld\n", check, final[0]);
    free(hist);
    return 0;
}
