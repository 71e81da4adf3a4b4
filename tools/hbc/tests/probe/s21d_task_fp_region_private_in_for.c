/* BOTS sparselu_for idiom (omp-tasks/sparselu/sparselu_for/sparselu.c): inside a parallel
   region with private(kk), every thread runs a sequential kk loop whose worksharing loop
   spawns one task per iteration with firstprivate(kk, i); the loop's barrier completes the
   tasks.  hbc (C only) rejects: "'task' inside a parallel loop body with a private copy of
   'kk', a variable from outside the loop, is not supported in C".  hbc++ accepts it. */
#include <stdio.h>
#define N 8
#define K 4

int main(void)
{
    int kk, i;
    long out[K][N], s = 0;
#pragma omp parallel private(kk)
    for (kk = 0; kk < K; kk++) {
#pragma omp for
        for (i = 0; i < N; i++)
#pragma omp task firstprivate(kk, i) shared(out)
            out[kk][i] = (long)kk * 100 + i;
    }
    for (kk = 0; kk < K; kk++)
        for (i = 0; i < N; i++)
            s += out[kk][i] * (i + 1);
    printf("s=%ld\n", s);
    return 0;
}
