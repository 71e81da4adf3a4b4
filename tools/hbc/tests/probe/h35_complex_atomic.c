/* gcc refuses `#pragma omp atomic` on a _Complex lvalue, so the complex accumulators are
   updated atomically through their parts ((double *)&z)[0] / [1] (C99 lays a complex out as
   an array of two), with a critical-protected complex as a cross-check, and atomic read and
   write on the parts of a float _Complex. Values are integers. */
#include <complex.h>
#include <stdio.h>

int main(void)
{
    int n = 4000;
    double _Complex acc = 1.0 - 1.0 * I;
    float _Complex facc = 0;
    double _Complex crit = 0;
    float _Complex last = 0;
    double *pa = (double *)&acc;
    float *pf = (float *)&facc;
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double _Complex d = (double)(i % 3) + I * (double)(i % 2);
#pragma omp atomic
        pa[0] += creal(d);
#pragma omp atomic
        pa[1] += cimag(d);
#pragma omp atomic update
        pf[1] = pf[1] + (float)(i % 5);
#pragma omp critical
        crit += d;
        if (i == 77) {
#pragma omp atomic write
            ((float *)&last)[0] = 7.0f;
#pragma omp atomic write
            ((float *)&last)[1] = -8.0f;
        }
    }
    float re, im;
#pragma omp atomic read
    re = ((float *)&last)[0];
#pragma omp atomic read
    im = ((float *)&last)[1];
    printf("acc=%.1f%+.1fi facc=%.1f%+.1fi crit=%.1f%+.1fi last=%.1f%+.1fi\n",
           creal(acc), cimag(acc), crealf(facc), cimagf(facc), creal(crit), cimag(crit), re, im);
    return 0;
}
