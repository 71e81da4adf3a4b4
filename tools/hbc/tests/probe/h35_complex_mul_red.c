/* Reductions on C99 complex types: double _Complex with +, float _Complex with * and -,
   and a complex value starting non-zero (the original's value must be folded in). Products
   use only the units 1, -1, I and -I so every partial is exact; sums are of integers. The
   sign of a zero part depends on the order of the products, so zeros print unsigned
   (+ 0.0). */
#include <complex.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int n = 10000 + argc - 1;
    double _Complex zs = 3.0 + 4.0 * I;
    float _Complex zp = 2.0f;
    float _Complex zm = 0;
    long double _Complex zl = 1.0L * I;
#pragma omp parallel for reduction(+:zs) reduction(*:zp) reduction(-:zm) reduction(+:zl)
    for (int i = 0; i < n; i++) {
        zs += (double)(i % 7) + I * (double)(i % 5);
        float _Complex f = (i % 3 == 0) ? I : ((i % 11 == 0) ? -1.0f : 1.0f);
        zp *= f;
        zm -= (float)(i % 4) - I * (float)(i % 2);
        zl += (long double)(i % 9) * I;
    }
    printf("zs=%.1f%+.1fi\n", creal(zs) + 0.0, cimag(zs) + 0.0);
    printf("zp=%.1f%+.1fi\n", crealf(zp) + 0.0f, cimagf(zp) + 0.0f);
    printf("zm=%.1f%+.1fi\n", crealf(zm) + 0.0f, cimagf(zm) + 0.0f);
    printf("zl=%.1Lf%+.1Lfi\n", creall(zl) + 0.0L, cimagl(zl) + 0.0L);
    return 0;
}
