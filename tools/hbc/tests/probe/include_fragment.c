/* A function body that includes a code fragment holding a parallel loop (generated
   kernels included in place), used twice with different arrays. */
#include <stdio.h>
#define N 1000

static double x[N], y[N];

static double apply(double *v, int n)
{
    double frag_sum = 0;
#include "kernel_fragment.inc"
    return frag_sum;
}

int main(void)
{
    for (int i = 0; i < N; i++) { x[i] = i; y[i] = N - i; }
    double a = apply(x, N), b = apply(y, N / 2);
    printf("a=%.3f b=%.3f\n", a, b);
    return 0;
}
