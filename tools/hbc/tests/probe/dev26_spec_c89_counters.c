/* SPEC ACCEL-like C89 style: every variable declared at the top of the function, loops over
   `target teams distribute parallel for` with `private(j, k)` and `collapse(2) private(k)`,
   an inner counter reused across kernels, and the loop counters printed after the kernels
   (a combined target construct's loop counter is private to it and the inner counters are
   private by clause, so the host's keep their values; output from gcc -fopenmp). */
#include <stdio.h>
#include <stdlib.h>
// PROBE-OUTPUT: i=-1 j=-2 k=-3 s=2013.5041666667 m=43.5833333333

#define NI 40
#define NJ 50
#define NK 30

int main(void)
{
    int i, j, k;
    double *A, *B, s, m, acc;
    A = (double *)malloc(sizeof(double) * NI * NJ * NK);
    B = (double *)malloc(sizeof(double) * NI * NJ);
    i = -1; j = -2; k = -3;
    s = 0.0; m = 0.0; acc = 0.0;
    {
        int q;
        for (q = 0; q < NI * NJ * NK; q++) A[q] = (q % 23) * 0.125;
    }
#pragma omp target teams distribute parallel for private(j, k) map(to: A[0:NI*NJ*NK]) map(from: B[0:NI*NJ])
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++) {
            double t = 0.0;
            for (k = 0; k < NK; k++) t += A[(i * NJ + j) * NK + k];
            B[i * NJ + j] = t / NK;
        }
#pragma omp target teams distribute parallel for collapse(2) private(k, acc) map(to: A[0:NI*NJ*NK]) map(tofrom: B[0:NI*NJ])
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++) {
            acc = 0.0;
            for (k = 0; k < NK; k += 3) acc = acc > A[(i * NJ + j) * NK + k] ? acc : A[(i * NJ + j) * NK + k];
            B[i * NJ + j] += acc;
        }
#pragma omp target teams distribute parallel for reduction(+: s) reduction(max: m) map(to: B[0:NI*NJ])
    for (i = 0; i < NI * NJ; i++) {
        s += B[i] / 4;
        m = m > B[i] * 10 ? m : B[i] * 10;
    }
    printf("i=%d j=%d k=%d s=%.10f m=%.10f\n", i, j, k, s, m);
    free(A); free(B);
    return 0;
}
