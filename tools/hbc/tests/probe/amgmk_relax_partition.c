/* AMGmk / hypre-style relaxation kernels on a CSR matrix (a 2D 9-point Laplacian):
   hypre_BoomerAMGRelax's OpenMP form, a `parallel for private(...)` over j < num_threads
   with the rows cut into num_threads blocks by hand (size = n / num_threads, rest = n %
   num_threads, ns/ne per block), here with Jacobi updates so the answer does not depend on
   the number of blocks; the residual norm by a reduction; an axpy and matvec kernel called
   both from inside a `parallel` region (orphaned `for`) and at top level; weighted-Jacobi
   sweeps repeated until a tolerance; num_threads from omp_get_max_threads(). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_max_threads(void) { return 1; }
static double omp_get_wtime(void) { return 0.0; }
#endif

#define GN 60
#define NROWS (GN * GN)

typedef struct { int n; int *i, *j; double *data; } CSRMatrix;

static double relax_time;

static CSRMatrix *laplace9(void)
{
    CSRMatrix *A = malloc(sizeof *A);
    A->n = NROWS;
    A->i = malloc(sizeof(int) * (NROWS + 1));
    A->j = malloc(sizeof(int) * NROWS * 9);
    A->data = malloc(sizeof(double) * NROWS * 9);
    int nnz = 0;
    for (int r = 0; r < NROWS; r++) {
        int gx = r % GN, gy = r / GN;
        A->i[r] = nnz;
        A->j[nnz] = r; /* diagonal first, as hypre stores it */
        A->data[nnz++] = 8.0;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                if (!dx && !dy) continue;
                int x = gx + dx, y = gy + dy;
                if (x < 0 || y < 0 || x >= GN || y >= GN) continue;
                A->j[nnz] = y * GN + x;
                A->data[nnz++] = -1.0;
            }
    }
    A->i[NROWS] = nnz;
    return A;
}

/* y = alpha*A*x + beta*y, orphaned worksharing */
static void matvec(const CSRMatrix *A, double alpha, const double *xv, double beta, double *y)
{
    int r;
#pragma omp for private(r) schedule(static)
    for (r = 0; r < A->n; r++) {
        double t = 0.0;
        for (int k = A->i[r]; k < A->i[r + 1]; k++) t += A->data[k] * xv[A->j[k]];
        y[r] = alpha * t + beta * y[r];
    }
}

static void axpy(int n, double a, const double *xv, double *y)
{
#pragma omp for
    for (int r = 0; r < n; r++) y[r] += a * xv[r];
}

static void relax_jacobi(const CSRMatrix *A, const double *f, double *u, double *vtemp, double w)
{
    int num_threads = omp_get_max_threads();
    int n = A->n;
    int i, ii, jj, j, ns, ne, size, rest;
    double res;
    double t0 = omp_get_wtime();
#pragma omp parallel for private(i) schedule(static)
    for (i = 0; i < n; i++) vtemp[i] = u[i];
#pragma omp parallel for private(i, ii, j, jj, ns, ne, res, rest, size) schedule(static)
    for (j = 0; j < num_threads; j++) {
        size = n / num_threads;
        rest = n - size * num_threads;
        if (j < rest) {
            ns = j * size + j;
            ne = (j + 1) * size + j + 1;
        } else {
            ns = j * size + rest;
            ne = (j + 1) * size + rest;
        }
        for (i = ns; i < ne; i++) {
            if (A->data[A->i[i]] != 0.0) {
                res = f[i];
                for (jj = A->i[i]; jj < A->i[i + 1]; jj++) {
                    ii = A->j[jj];
                    res -= A->data[jj] * vtemp[ii];
                }
                u[i] += w * res / A->data[A->i[i]];
            }
        }
    }
    relax_time += omp_get_wtime() - t0;
}

static double residual_norm(const CSRMatrix *A, const double *f, const double *u, double *r)
{
    double nrm = 0.0;
#pragma omp parallel
    {
        int k;
#pragma omp for
        for (k = 0; k < A->n; k++) r[k] = f[k];
        matvec(A, -1.0, u, 1.0, r);
#pragma omp for reduction(+ : nrm)
        for (k = 0; k < A->n; k++) nrm += r[k] * r[k];
    }
    return sqrt(nrm);
}

int main(void)
{
    CSRMatrix *A = laplace9();
    double *f = malloc(sizeof(double) * NROWS), *u = malloc(sizeof(double) * NROWS);
    double *vt = malloc(sizeof(double) * NROWS), *r = malloc(sizeof(double) * NROWS);
    double *uexact = malloc(sizeof(double) * NROWS);
    for (int k = 0; k < NROWS; k++) {
        uexact[k] = sin(0.05 * k) + 0.5;
        u[k] = 0.0;
        f[k] = 0.0;
    }
    matvec(A, 1.0, uexact, 0.0, f); /* top level: the sequential loop */
    double r0 = residual_norm(A, f, u, r);
    int sweeps = 0;
    double rn = r0;
    while (rn > 1e-3 * r0 && sweeps < 400) {
        relax_jacobi(A, f, u, vt, 0.8);
        sweeps++;
        if (sweeps % 20 == 0) rn = residual_norm(A, f, u, r);
    }
    /* error against the exact solution, one more relax with an axpy correction in a region */
    double err = 0.0;
#pragma omp parallel
    {
        axpy(NROWS, -1.0, uexact, u);
#pragma omp for reduction(max : err)
        for (int k = 0; k < NROWS; k++) err = fmax(err, fabs(u[k]));
        axpy(NROWS, 1.0, uexact, u);
    }
    printf("sweeps %d r0 %.6e rn %.6e maxerr %.6e u[mid] %.6e\n", sweeps, r0, rn, err, u[NROWS / 2]);
    return relax_time < 0.0;
}
