/* A region-private struct and an array with an initialiser used as per-iteration scratch
   in an omp for loop (Rodinia/PolyBench style, but initialised at declaration). */
#include <stdio.h>
#define N 400
#define K 8

struct acc { double s; int n; };

static double in[N][K], out[N];

int main(void)
{
    for (int i = 0; i < N; i++) for (int k = 0; k < K; k++) in[i][k] = (i * K + k) % 13;
#pragma omp parallel
    {
        struct acc a = { 0.0, 0 };
        double tmp[K] = { 0 };
#pragma omp for
        for (int i = 0; i < N; i++) {
            a.s = 0.0; a.n = 0;
            for (int k = 0; k < K; k++) { tmp[k] = in[i][k] * 2; a.s += tmp[k]; a.n++; }
            out[i] = a.s / a.n;
        }
    }
    double s = 0;
    for (int i = 0; i < N; i++) s += out[i];
    printf("s=%.6f\n", s);
    return 0;
}
