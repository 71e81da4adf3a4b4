/* Benchmarks Game spectral-norm in the style of its OpenMP C entries: one `parallel`
   region holds the whole power iteration; the matrix-vector products are helper functions
   with orphaned `omp for` loops (their implicit barriers separate the phases), a `single`
   counts iterations, and the final dot products are `omp for reduction` into variables of
   main. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double eval_A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }

static void mul_Av(int n, const double *v, double *av)
{
#pragma omp for schedule(static)
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += eval_A(i, j) * v[j];
        av[i] = s;
    }
}

static void mul_Atv(int n, const double *v, double *atv)
{
#pragma omp for schedule(static)
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += eval_A(j, i) * v[j];
        atv[i] = s;
    }
}

static void mul_AtAv(int n, const double *v, double *out, double *tmp)
{
    mul_Av(n, v, tmp);
    mul_Atv(n, tmp, out);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 700;
    double *u = malloc(n * sizeof(double)), *v = malloc(n * sizeof(double)), *tmp = malloc(n * sizeof(double));
    double vBv = 0, vv = 0;
    int iters = 0;
#pragma omp parallel default(shared)
    {
#pragma omp for
        for (int i = 0; i < n; i++) u[i] = 1.0;
        for (int it = 0; it < 10; it++) {
            mul_AtAv(n, u, v, tmp);
            mul_AtAv(n, v, u, tmp);
#pragma omp single
            iters++;
        }
#pragma omp for reduction(+ : vBv, vv)
        for (int i = 0; i < n; i++) {
            vBv += u[i] * v[i];
            vv += v[i] * v[i];
        }
    }
    printf("iterations=%d\n%0.9f\n", iters, sqrt(vBv / vv));
    free(u); free(v); free(tmp);
    return 0;
}
