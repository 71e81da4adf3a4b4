/* Stencil-style phases in one parallel region: several `for nowait` loops, barrier,
   single, master, and a convergence test repeated at region level (Jacobi-like). */
#include <stdio.h>
#include <math.h>
#define N 2000

static double a[N], b[N], c[N];

int main(void)
{
    int i, iter = 0;
    double err = 1.0, total = 0.0;
    for (i = 0; i < N; i++) { a[i] = (i % 17) * 0.5; b[i] = 0.0; c[i] = 1.0 / (i + 1); }
#pragma omp parallel private(i) shared(err, iter)
    {
        while (err > 1e-3 && iter < 200) {
#pragma omp for nowait
            for (i = 1; i < N - 1; i++)
                b[i] = 0.5 * a[i] + 0.25 * (a[i - 1] + a[i + 1]);
#pragma omp for nowait
            for (i = 0; i < N; i++)
                c[i] = c[i] * 0.999;
#pragma omp barrier
#pragma omp single
            err = 0.0;
#pragma omp for reduction(max:err)
            for (i = 1; i < N - 1; i++) {
                double d = fabs(b[i] - a[i]);
                if (d > err) err = d;
                a[i] = b[i];
            }
#pragma omp master
            iter++;
#pragma omp barrier
        }
#pragma omp for reduction(+:total)
        for (i = 0; i < N; i++)
            total += a[i] + c[i];
    }
    printf("iter=%d err=%.6e total=%.6e\n", iter, err, total);
    return 0;
}
