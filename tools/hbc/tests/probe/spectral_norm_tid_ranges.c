/* Benchmarks Game spectral-norm in the style of its hand-partitioned OpenMP C entries: one
   `parallel` region in which each thread computes its own row range from
   omp_get_thread_num() and omp_get_num_threads(), separates the phases with explicit
   `#pragma omp barrier`, accumulates its share of the two dot products in locals, and
   adds them into shared totals inside `#pragma omp critical`; the result is printed by the
   caller. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

static inline double A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }

static void Av(const double *v, double *out, int lo, int hi, int n)
{
    for (int i = lo; i < hi; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += A(i, j) * v[j];
        out[i] = s;
    }
}

static void Atv(const double *v, double *out, int lo, int hi, int n)
{
    for (int i = lo; i < hi; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += A(j, i) * v[j];
        out[i] = s;
    }
}

int main(void)
{
    const int n = 600;
    double *u = malloc(sizeof(double) * n), *v = malloc(sizeof(double) * n), *t = malloc(sizeof(double) * n);
    double vBv = 0, vv = 0;
    for (int i = 0; i < n; i++) u[i] = 1.0;
#pragma omp parallel shared(u, v, t, vBv, vv)
    {
        int nt = omp_get_num_threads(), id = omp_get_thread_num();
        int chunk = (n + nt - 1) / nt;
        int lo = id * chunk, hi = lo + chunk < n ? lo + chunk : n;
        for (int it = 0; it < 10; it++) {
            Av(u, t, lo, hi, n);
#pragma omp barrier
            Atv(t, v, lo, hi, n);
#pragma omp barrier
            Av(v, t, lo, hi, n);
#pragma omp barrier
            Atv(t, u, lo, hi, n);
#pragma omp barrier
        }
        double myvBv = 0, myvv = 0;
        for (int i = lo; i < hi; i++) { myvBv += u[i] * v[i]; myvv += v[i] * v[i]; }
#pragma omp critical
        { vBv += myvBv; vv += myvv; }
    }
    printf("%0.9f\n", sqrt(vBv / vv));
    free(u); free(v); free(t);
    return 0;
}
