/* LSD radix sort parallelised by hand: per-thread digit histograms in a shared 2-D table
   indexed by omp_get_thread_num(), a barrier, a `single` that turns the table into
   per-thread starting positions (digit-major, thread-minor, so the sort stays stable),
   a barrier, and a scatter in which each thread walks its own static block again. Passes
   over 8-bit digits alternate between two buffers (pointer swap in the single). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static int omp_get_max_threads(void) { return 1; }
#endif
#define N 200000
#define RADIX 256

int main(void)
{
    unsigned *src = malloc(N * sizeof *src), *dst = malloc(N * sizeof *dst);
    int maxt = omp_get_max_threads();
    long (*hist)[RADIX] = calloc(maxt, sizeof *hist);
    unsigned x = 12345;
    for (int i = 0; i < N; i++) {
        x = x * 1103515245u + 12345u;
        src[i] = x ^ (x >> 13);
    }

    for (int shift = 0; shift < 32; shift += 8) {
#pragma omp parallel
        {
            int tid = omp_get_thread_num();
            int nt = omp_get_num_threads();
            long chunk = (N + nt - 1) / nt;
            long lo = tid * chunk, hi = lo + chunk < N ? lo + chunk : N;
            long *h = hist[tid];
            memset(h, 0, RADIX * sizeof(long));
            for (long i = lo; i < hi; i++) h[(src[i] >> shift) & 0xff]++;
#pragma omp barrier
#pragma omp single
            {
                long pos = 0;
                for (int d = 0; d < RADIX; d++)
                    for (int t = 0; t < nt; t++) {
                        long c = hist[t][d];
                        hist[t][d] = pos;
                        pos += c;
                    }
            }
            for (long i = lo; i < hi; i++) {
                unsigned v = src[i];
                dst[h[(v >> shift) & 0xff]++] = v;
            }
        }
        unsigned *tmp = src;
        src = dst;
        dst = tmp;
    }

    int sorted = 1;
    unsigned long long sum = 0;
    for (int i = 0; i < N; i++) {
        if (i && src[i - 1] > src[i]) sorted = 0;
        sum = sum * 1000003u + src[i];
    }
    printf("sorted=%d min=%u max=%u hash=%llu\n", sorted, src[0], src[N - 1], sum);
    free(src);
    free(dst);
    free(hist);
    return 0;
}
