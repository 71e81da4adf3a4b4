/* Per-thread histogram as a region-local array filled by an `omp for` with nowait, merged
   into the shared histogram under `critical` (the classic alternative to an array
   reduction), then a second phase: after a barrier, an `omp for` normalises the shared
   histogram into a cumulative table that a `single` prints. */
#include <stdio.h>
#include <string.h>
#define N 300000
#define BINS 64

static unsigned char data[N];
static long hist[BINS];
static double cdf[BINS];

int main(void)
{
    for (int i = 0; i < N; i++) data[i] = (unsigned char)((i * 2654435761u) >> 26);

#pragma omp parallel
    {
        long local[BINS];
        memset(local, 0, sizeof local);
#pragma omp for nowait
        for (int i = 0; i < N; i++) local[data[i] % BINS]++;
#pragma omp critical(merge)
        {
            for (int b = 0; b < BINS; b++) hist[b] += local[b];
        }
#pragma omp barrier
#pragma omp single
        {
            long run = 0;
            for (int b = 0; b < BINS; b++) {
                run += hist[b];
                cdf[b] = (double)run / N;
            }
        }
#pragma omp for
        for (int b = 0; b < BINS; b++) cdf[b] = cdf[b] * 100.0;
    }
    long tot = 0;
    double w = 0;
    for (int b = 0; b < BINS; b++) {
        tot += hist[b];
        w += cdf[b] * (b + 1);
    }
    printf("tot=%ld h0=%ld h63=%ld w=%.6f\n", tot, hist[0], hist[63], w);
    return 0;
}
