/* Per-thread partial arrays sized by omp_get_max_threads(), filled inside a region by
   `tid = omp_get_thread_num()` with an `omp for` loop, merged after a barrier by another
   `omp for` over bins that sums the partials of all threads (`omp_get_num_threads()`
   read in a `single`), as histogram codes (Rodinia, NU-MineBench) do. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static int omp_get_max_threads(void) { return 1; }
#endif

#define NPTS 300000
#define NBINS 64

int main(void)
{
    int maxt = omp_get_max_threads();
    long *partial = (long *)calloc((size_t)maxt * NBINS, sizeof(long));
    long hist[NBINS];
    unsigned *keys = (unsigned *)malloc(sizeof(unsigned) * NPTS);
    int nthreads = 1;
    int i;
    for (i = 0; i < NPTS; i++) keys[i] = (unsigned)(i * 2654435761u) >> 7;

#pragma omp parallel
    {
        int tid = omp_get_thread_num();
        long *mine = partial + (long)tid * NBINS;
        int b;
#pragma omp single
        nthreads = omp_get_num_threads();
        for (b = 0; b < NBINS; b++) mine[b] = 0;
#pragma omp for
        for (i = 0; i < NPTS; i++) mine[keys[i] % NBINS]++;
#pragma omp for
        for (b = 0; b < NBINS; b++) {
            long s = 0;
            int t;
            for (t = 0; t < nthreads; t++) s += partial[(long)t * NBINS + b];
            hist[b] = s;
        }
    }
    long tot = 0, chk = 0;
    for (i = 0; i < NBINS; i++) { tot += hist[i]; chk = chk * 7 + hist[i] % 1000; }
    printf("total %ld chk %ld h0 %ld h63 %ld\n", tot, chk, hist[0], hist[63]);
    free(partial); free(keys);
    return 0;
}
