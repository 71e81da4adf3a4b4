/* Conjugate gradient with the vectors resident on the device: `target enter data` once,
   dot products as `target teams distribute parallel for reduction` whose reduction
   variable is in no map clause (OpenMP 5.0 maps it tofrom), axpy kernels, a tridiagonal
   matrix applied in a kernel, `target update from` of the solution, `exit data delete`. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 2000

static double dot(const double *a, const double *b, int n)
{
    double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+:s)
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

static void matvec(const double *p, double *q, int n)
{
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
        double v = 4.0 * p[i];
        if (i > 0) v -= p[i - 1];
        if (i < n - 1) v -= p[i + 1];
        q[i] = v;
    }
}

int main(void)
{
    double *x = calloc(N, sizeof(double)), *b = malloc(N * sizeof(double));
    double *r = malloc(N * sizeof(double)), *p = malloc(N * sizeof(double)), *q = malloc(N * sizeof(double));
    int n = N, it;
    for (int i = 0; i < n; i++) b[i] = 1.0 + (i % 10) * 0.1;
#pragma omp target enter data map(to: x[0:n], b[0:n]) map(alloc: r[0:n], p[0:n], q[0:n])
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) { r[i] = b[i]; p[i] = b[i]; }
    double rr = dot(r, r, n), rr0 = rr;
    for (it = 0; it < 200 && rr > 1e-20 * rr0; it++) {
        matvec(p, q, n);
        double alpha = rr / dot(p, q, n);
#pragma omp target teams distribute parallel for simd
        for (int i = 0; i < n; i++) {
            x[i] += alpha * p[i];
            r[i] -= alpha * q[i];
        }
        double rrnew = dot(r, r, n);
        double beta = rrnew / rr;
        rr = rrnew;
#pragma omp target teams distribute parallel for
        for (int i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
    }
#pragma omp target update from(x[0:n])
#pragma omp target exit data map(delete: x[0:n], b[0:n], r[0:n], p[0:n], q[0:n])
    double cs = 0.0;
    for (int i = 0; i < n; i++) cs += x[i] * ((i % 5) + 1);
    printf("it=%d resid=%.3e x0=%.10f x999=%.10f cs=%.8f\n", it, sqrt(rr / rr0) < 1e-9 ? 0.0 : 1.0, x[0], x[999], cs);
    free(x); free(b); free(r); free(p); free(q);
    return 0;
}
