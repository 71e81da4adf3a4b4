/* miniFE-style CG: one parallel region around the whole solve; dot products and axpbys are
   functions with orphaned `omp for` loops (dot: reduction into a file-scope accumulator
   reset in `single`), the matvec an orphaned `for nowait` followed by an explicit barrier. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 4000

static double g_dot;

static double dot(int n, const double *x, const double *y)
{
#pragma omp single
    g_dot = 0.0;
#pragma omp for reduction(+:g_dot)
    for (int i = 0; i < n; ++i) g_dot += x[i] * y[i];
    return g_dot;
}

static void axpby(int n, double *w, double a, const double *x, double b, const double *y)
{
    int i;
#pragma omp for
    for (i = 0; i < n; ++i) w[i] = a * x[i] + b * y[i];
}

static void matvec(int n, const double *x, double *y)
{
#pragma omp for nowait
    for (int i = 0; i < n; ++i) {
        double s = 4.0 * x[i];
        if (i > 0) s -= x[i - 1];
        if (i < n - 1) s -= x[i + 1];
        if (i >= 50) s -= x[i - 50];
        if (i < n - 50) s -= x[i + 50];
        y[i] = s + 0.01 * x[i];
    }
#pragma omp barrier
}

int main(void)
{
    double *x = calloc(N, sizeof(double)), *b = malloc(N * sizeof(double));
    double *r = malloc(N * sizeof(double)), *p = malloc(N * sizeof(double)), *Ap = malloc(N * sizeof(double));
    for (int i = 0; i < N; ++i) b[i] = 1.0 + (i % 7) * 0.125;
    int iters = 0;
    double final_norm = 0;
#pragma omp parallel
    {
        axpby(N, r, 1.0, b, 0.0, b);
        axpby(N, p, 1.0, r, 0.0, r);
        double rtr = dot(N, r, r);
        int k;
        for (k = 0; k < 60 && rtr > 1e-20; ++k) {
            matvec(N, p, Ap);
            double pAp = dot(N, p, Ap);
            double alpha = rtr / pAp;
            axpby(N, x, 1.0, x, alpha, p);
            axpby(N, r, 1.0, r, -alpha, Ap);
            double rtr_new = dot(N, r, r);
            double beta = rtr_new / rtr;
            rtr = rtr_new;
            axpby(N, p, 1.0, r, beta, p);
        }
#pragma omp master
        {
            iters = k;
            final_norm = sqrt(rtr);
        }
    }
    double s = 0;
    for (int i = 0; i < N; ++i) s += x[i];
    printf("iters=%d norm_ok=%d sumx=%.6f\n", iters, final_norm < 1e-3, s);
    return 0;
}
