/* Per-thread partial arrays sized by omp_get_num_threads() and indexed by
   omp_get_thread_num() inside a worksharing loop body (the histogram idiom), in a kernel
   whose region is nested: called from a combined `parallel for num_threads(2)` over
   images and from a region of 2 threads. Each nested team has one thread, so one partial
   row; the kernel's histogram must still be complete. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define NPIX 3000
#define NBIN 16

static unsigned char img[4][NPIX];

static void histogram(const unsigned char *p, long *hist)
{
    long *partial = NULL;
    int nt = 0;
#pragma omp parallel
    {
#pragma omp single
        {
            nt = omp_get_num_threads();
            partial = calloc((size_t)nt * NBIN, sizeof(long));
        }
#pragma omp for
        for (int i = 0; i < NPIX; i++) partial[omp_get_thread_num() * NBIN + p[i] % NBIN]++;
    }
    for (int b = 0; b < NBIN; b++) {
        hist[b] = 0;
        for (int t = 0; t < nt; t++) hist[b] += partial[t * NBIN + b];
    }
    free(partial);
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: images: 3000 3000 3000 3000 bin5=191,191,191,192 check=22146
// PROBE-OUTPUT: threads: 3000 3000 bin5=191,191
int main(void)
{
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < NPIX; i++) img[k][i] = (unsigned char)((i * 7 + k) % 251);
    long h[4][NBIN];
#pragma omp parallel for num_threads(2)
    for (int k = 0; k < 4; k++) histogram(img[k], h[k]);
    long tot[4] = {0}, check = 0;
    for (int k = 0; k < 4; k++)
        for (int b = 0; b < NBIN; b++) { tot[k] += h[k][b]; check += h[k][b] * b * (k + 1) / 10; }
    printf("images: %ld %ld %ld %ld bin5=%ld,%ld,%ld,%ld check=%ld\n", tot[0], tot[1], tot[2], tot[3], h[0][5],
           h[1][5], h[2][5], h[3][5], check);
    long g[2][NBIN];
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num();
        histogram(img[t], g[t]);
    }
    long g0 = 0, g1 = 0;
    for (int b = 0; b < NBIN; b++) { g0 += g[0][b]; g1 += g[1][b]; }
    printf("threads: %ld %ld bin5=%ld,%ld\n", g0, g1, g[0][5], g[1][5]);
    return 0;
}
