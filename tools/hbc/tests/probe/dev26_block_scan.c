/* Prefix sums by blocks, the GPU way: per-block sums in a `target teams distribute`
   (one block per iteration, sequential inside), an exclusive scan of the block sums in a
   plain `target` block (mapped tofrom, one thread), then a `target teams distribute
   parallel for` that rescans each block with its offset. The arrays stay mapped in a
   `target data` region; `target update from` brings the result back. */
#include <stdio.h>
#include <stdlib.h>

#define N 10007
#define B 64

int main(void)
{
    int nblocks = (N + B - 1) / B;
    long *in = malloc(N * sizeof(long)), *out = malloc(N * sizeof(long));
    long *bsum = malloc(nblocks * sizeof(long));
    long total = 0;
    for (int i = 0; i < N; i++) in[i] = (i * 37) % 101 - 50;
#pragma omp target data map(to: in[0:N]) map(alloc: out[0:N]) map(tofrom: bsum[0:nblocks])
    {
#pragma omp target teams distribute
        for (int b = 0; b < nblocks; b++) {
            long s = 0;
            int hi = (b + 1) * B < N ? (b + 1) * B : N;
            for (int i = b * B; i < hi; i++) s += in[i];
            bsum[b] = s;
        }
#pragma omp target map(tofrom: total)
        {
            long run = 0;
            for (int b = 0; b < nblocks; b++) {
                long t = bsum[b];
                bsum[b] = run;
                run += t;
            }
            total = run;
        }
#pragma omp target teams distribute parallel for
        for (int b = 0; b < nblocks; b++) {
            long run = bsum[b];
            int hi = (b + 1) * B < N ? (b + 1) * B : N;
            for (int i = b * B; i < hi; i++) {
                run += in[i];
                out[i] = run;
            }
        }
#pragma omp target update from(out[0:N])
    }
    long check = 0, prev = 0;
    int ok = 1;
    for (int i = 0; i < N; i++) {
        prev += in[i];
        if (out[i] != prev) ok = 0;
        check += out[i] % 1000;
    }
    printf("nblocks=%d total=%ld last=%ld ok=%d check=%ld\n", nblocks, total, out[N - 1], ok, check);
    free(in); free(out); free(bsum);
    return 0;
}
