/* A numerical library that decides at run time whether to open its own team: each routine
   asks omp_in_parallel() (and omp_get_level() in another) and either runs a `parallel for`
   or a plain loop. The application calls the routines at top level, from inside a
   `parallel for` over independent problems (where OpenMP says the library must run
   serially, the caller being in an active region), and from a `single` in a region. The expected
   output is that of two or more threads (one thread makes the regions inactive). Only
   the numbers and the count of serial/parallel decisions that OpenMP fixes are printed. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_in_parallel(void) { return 0; }
static int omp_get_level(void) { return 0; }
#endif
// PROBE-OUTPUT: top: dot=333833500.0 decided_parallel=1
// PROBE-OUTPUT: batch: sum=282992000.0 serial_calls=40
// PROBE-OUTPUT: single: norm1=500500.0 level_in_single=1
// PROBE-OUTPUT: top again: axpy_check=1001000.0

static double lib_dot(const double *a, const double *b, int n, int *went_parallel)
{
    double s = 0;
    if (!omp_in_parallel()) {
        *went_parallel = 1;
#pragma omp parallel for reduction(+ : s)
        for (int i = 0; i < n; i++) s += a[i] * b[i];
    } else {
        *went_parallel = 0;
        for (int i = 0; i < n; i++) s += a[i] * b[i];
    }
    return s;
}

static void lib_axpy(double alpha, const double *x, double *y, int n)
{
    if (omp_get_level() == 0) {
#pragma omp parallel for
        for (int i = 0; i < n; i++) y[i] += alpha * x[i];
    } else {
        for (int i = 0; i < n; i++) y[i] += alpha * x[i];
    }
}

int main(void)
{
    const int n = 1000;
    double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) { a[i] = i + 1; b[i] = i + 1; }
    int par = 0;
    double d = lib_dot(a, b, n, &par);
    printf("top: dot=%.1f decided_parallel=%d\n", d, par);

    const int nprob = 40;
    double *res = malloc(sizeof(double) * nprob);
    int serial_calls = 0;
#pragma omp parallel for schedule(dynamic) reduction(+ : serial_calls)
    for (int p = 0; p < nprob; p++) {
        double x[200], y[200];
        for (int i = 0; i < 200; i++) { x[i] = i + p; y[i] = 1.0; }
        lib_axpy(2.0, x, y, 200);
        int wp = 1;
        res[p] = lib_dot(x, y, 200, &wp);
        serial_calls += (wp == 0);
    }
    double tot = 0;
    for (int p = 0; p < nprob; p++) tot += res[p];
    printf("batch: sum=%.1f serial_calls=%d\n", tot, serial_calls);

    double nrm = 0;
    int lvl = -1;
#pragma omp parallel
    {
#pragma omp single
        {
            int wp;
            nrm = lib_dot(a, a, n, &wp) > 0 ? 0 : -1;
            for (int i = 0; i < n; i++) nrm += a[i];
            lvl = omp_get_level();
        }
    }
    printf("single: norm1=%.1f level_in_single=%d\n", nrm, lvl);
    lib_axpy(1.0, a, b, n);
    double chk = 0;
    for (int i = 0; i < n; i++) chk += b[i];
    printf("top again: axpy_check=%.1f\n", chk);
    free(a); free(b); free(res);
    return 0;
}
