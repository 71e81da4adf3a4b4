/* PARSEC bodytrack-style image filtering in one region: each thread takes
   omp_get_thread_num() and writes its own row of a per-thread histogram, a `for nowait`
   gradient pass, an explicit barrier, a `for schedule(dynamic)` pass reading the previous
   one, then the master merges the per-thread histograms. The per-thread partial max is
   combined with `critical(maxlock)`. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static int omp_get_max_threads(void) { return 1; }
#endif

#define W 160
#define H 120
#define NBINS 16

int main(void)
{
    unsigned char *img = malloc(W * H);
    for (int i = 0; i < W * H; i++) img[i] = (unsigned char)((i * 7 + (i / W) * 13) % 251);
    float *gx = malloc(W * H * sizeof(float)), *gy = malloc(W * H * sizeof(float)), *mag = malloc(W * H * sizeof(float));
    int maxT = omp_get_max_threads();
    int *hist = calloc((size_t)maxT * NBINS, sizeof(int));
    int total[NBINS] = {0};
    float gmax = 0.0f;
    int nthreads_used = 0;
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
        int *myhist = hist + tid * NBINS;
        float mymax = 0.0f;
#pragma omp for nowait
        for (int y = 1; y < H - 1; y++)
            for (int x = 1; x < W - 1; x++) {
                gx[y * W + x] = (float)img[y * W + x + 1] - (float)img[y * W + x - 1];
                gy[y * W + x] = (float)img[(y + 1) * W + x] - (float)img[(y - 1) * W + x];
            }
#pragma omp barrier
#pragma omp for schedule(dynamic, 4)
        for (int y = 1; y < H - 1; y++)
            for (int x = 1; x < W - 1; x++) {
                float m = gx[y * W + x] * gx[y * W + x] + gy[y * W + x] * gy[y * W + x];
                mag[y * W + x] = m;
                if (m > mymax) mymax = m;
                myhist[((int)m / 64) % NBINS]++;
            }
#pragma omp critical(maxlock)
        {
            if (mymax > gmax) gmax = mymax;
        }
#pragma omp barrier
#pragma omp master
        {
            nthreads_used = omp_get_num_threads();
            for (int t = 0; t < nthreads_used; t++)
                for (int b = 0; b < NBINS; b++) total[b] += hist[t * NBINS + b];
        }
    }
    long hs = 0;
    for (int b = 0; b < NBINS; b++) hs += (long)total[b] * (b + 1);
    double ms = 0;
    for (int i = 0; i < W * H; i++) if (i / W >= 1 && i / W < H - 1 && i % W >= 1 && i % W < W - 1) ms += mag[i];
    printf("hist=%ld gmax=%.1f mag=%.1f\n", hs, gmax, ms);
    return 0;
}
