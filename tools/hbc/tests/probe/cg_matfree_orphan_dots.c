/* Matrix-free conjugate gradient for the 5-point Laplacian, HPCCG/miniFE style: one
   `parallel` region around a `while` loop; dot products are helper functions with an
   orphaned `single` (reset a file-scope accumulator) and an orphaned `omp for
   reduction(+:acc)` returning the shared result; the stencil product and the vector
   updates are orphaned `omp for` loops; `master` records the residual history into an
   array, and the loop ends on a shared iteration count and tolerance. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NX 90
#define NN (NX * NX)

static double dot_acc;
static double hist[64];

static double dot(const double *a, const double *b)
{
#pragma omp single
    dot_acc = 0.0;
#pragma omp for reduction(+ : dot_acc)
    for (int i = 0; i < NN; i++) dot_acc += a[i] * b[i];
    return dot_acc;
}

static void apply_A(const double *p, double *q)
{
#pragma omp for
    for (int k = 0; k < NN; k++) {
        int i = k / NX, j = k % NX;
        double v = 4.0 * p[k];
        if (i > 0) v -= p[k - NX];
        if (i < NX - 1) v -= p[k + NX];
        if (j > 0) v -= p[k - 1];
        if (j < NX - 1) v -= p[k + 1];
        q[k] = v;
    }
}

static void axpby(double a, const double *x, double b, double *y)
{
#pragma omp for
    for (int i = 0; i < NN; i++) y[i] = a * x[i] + b * y[i];
}

int main(void)
{
    double *x = calloc(NN, sizeof(double)), *r = malloc(NN * sizeof(double)), *p = malloc(NN * sizeof(double)),
           *q = malloc(NN * sizeof(double)), *b = malloc(NN * sizeof(double));
    for (int k = 0; k < NN; k++) b[k] = 1.0 + ((k * 37) % 11) * 0.1;
    int iter = 0;
    double rr_final = 0;
#pragma omp parallel
    {
#pragma omp for
        for (int k = 0; k < NN; k++) { r[k] = b[k]; p[k] = b[k]; }
        double rr = dot(r, r);
        double tol = 1e-16 * rr;
        int it = 0;
        while (it < 300 && rr > tol) {
            apply_A(p, q);
            double alpha = rr / dot(p, q);
            axpby(alpha, p, 1.0, x);
            axpby(-alpha, q, 1.0, r);
            double rr_new = dot(r, r);
            axpby(1.0, r, rr_new / rr, p);
            rr = rr_new;
            it++;
#pragma omp master
            if (it % 10 == 0 && it / 10 < 64) hist[it / 10] = sqrt(rr);
        }
#pragma omp single
        { iter = it; rr_final = rr; }
    }
    apply_A(x, q); /* outside any region: a plain loop */
    double err = 0, xs = 0;
    for (int k = 0; k < NN; k++) { err = fmax(err, fabs(q[k] - b[k])); xs += x[k]; }
    printf("iter=%d resid=%.3e err<1e-6:%d xsum=%.6f\n", iter, sqrt(rr_final), err < 1e-6, xs);
    for (int k = 1; k <= 5; k++) printf("hist[%d]=%.6e\n", k, hist[k]);
    free(x); free(r); free(p); free(q); free(b);
    return 0;
}
