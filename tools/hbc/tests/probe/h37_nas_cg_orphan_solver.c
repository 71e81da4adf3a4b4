/* NPB CG-like conjugate gradient: one big `parallel` region in conj_grad() encloses the whole
   iteration loop; the mat-vec, dot products and axpys are orphaned `omp for` loops in small
   helper functions (NPB 3.x style), reductions go through shared file-scope accumulators
   reset inside `single`, and the CSR matrix is a 2-D Laplacian built with makea()-style code. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define NX 48
#define NA (NX * NX)
#define NZ (5 * NA)
#define CGITMAX 25

static int rowstr[NA + 1], colidx[NZ];
static double a[NZ], x[NA], z[NA], p[NA], q[NA], r[NA];
static double rho, rho0, d, alpha, beta, sum_shared;

static void makea(void)
{
    int k = 0;
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NX; j++) {
            int row = i * NX + j;
            rowstr[row] = k;
            if (i > 0) { colidx[k] = row - NX; a[k++] = -1.0; }
            if (j > 0) { colidx[k] = row - 1; a[k++] = -1.0; }
            colidx[k] = row; a[k++] = 4.0 + 0.01 * (row % 7);
            if (j < NX - 1) { colidx[k] = row + 1; a[k++] = -1.0; }
            if (i < NX - 1) { colidx[k] = row + NX; a[k++] = -1.0; }
        }
    rowstr[NA] = k;
}

static void matvec(const double *v, double *w)
{
    int j, k;
#pragma omp for private(k)
    for (j = 0; j < NA; j++) {
        double s = 0.0;
        for (k = rowstr[j]; k < rowstr[j + 1]; k++)
            s = s + a[k] * v[colidx[k]];
        w[j] = s;
    }
}

static double dot(const double *u, const double *v)
{
    int j;
#pragma omp single
    sum_shared = 0.0;
#pragma omp for reduction(+:sum_shared)
    for (j = 0; j < NA; j++)
        sum_shared += u[j] * v[j];
    return sum_shared;
}

static void conj_grad(double *rnorm)
{
    int j, cgit;
#pragma omp parallel default(shared) private(j, cgit)
    {
#pragma omp for
        for (j = 0; j < NA; j++) {
            q[j] = 0.0; z[j] = 0.0;
            r[j] = x[j]; p[j] = r[j];
        }
        double rr = dot(r, r);
#pragma omp single
        rho = rr;
        for (cgit = 1; cgit <= CGITMAX; cgit++) {
            matvec(p, q);
            double pq = dot(p, q);
#pragma omp single
            {
                d = pq;
                alpha = rho / d;
                rho0 = rho;
            }
#pragma omp for
            for (j = 0; j < NA; j++) {
                z[j] = z[j] + alpha * p[j];
                r[j] = r[j] - alpha * q[j];
            }
            double nr = dot(r, r);
#pragma omp single
            {
                rho = nr;
                beta = rho / rho0;
            }
#pragma omp for
            for (j = 0; j < NA; j++)
                p[j] = r[j] + beta * p[j];
        }
        matvec(z, r);
#pragma omp for
        for (j = 0; j < NA; j++)
            r[j] = x[j] - r[j];
        double rn = dot(r, r);
#pragma omp master
        *rnorm = sqrt(rn);
    }
}

int main(void)
{
    makea();
    for (int i = 0; i < NA; i++) x[i] = 1.0;
    double zeta = 0.0, rnorm = 0.0;
    for (int it = 1; it <= 3; it++) {
        conj_grad(&rnorm);
        double n1 = 0.0, n2 = 0.0;
#pragma omp parallel for reduction(+:n1, n2)
        for (int j = 0; j < NA; j++) {
            n1 += x[j] * z[j];
            n2 += z[j] * z[j];
        }
        n2 = 1.0 / sqrt(n2);
        zeta = 10.0 + 1.0 / n1;
#pragma omp parallel for
        for (int j = 0; j < NA; j++) x[j] = n2 * z[j];
        printf("    %5d       %20.10e %20.10e\n", it, rnorm, zeta);
    }
    return 0;
}
