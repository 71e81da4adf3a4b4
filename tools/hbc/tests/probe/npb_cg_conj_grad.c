/* NPB CG-style conj_grad() as a function over array parameters: one
   `parallel default(shared) private(j,k,cgit,alpha,beta)` region; private alpha/beta
   computed at region level from shared reduction results; several `omp for reduction(+:...)`
   loops on function locals, an `omp for private(k, sum)` sparse matvec, `omp single` resets
   between phases, `nowait` loops, and the residual norm with sqrt returned through a pointer. */
#include <stdio.h>
#include <math.h>

#define NA 2000
#define NONZ 7
#define CGITMAX 25

static int colidx[NA * NONZ], rowstr[NA + 1];
static double a[NA * NONZ], x[NA], z[NA], p[NA], q[NA], r[NA];

static void conj_grad(int colidx[], int rowstr[], double x[], double z[], double a[],
                      double p[], double q[], double r[], int n, double *rnorm)
{
    int j, k, cgit;
    double d, sum, rho, rho0, alpha, beta;
    rho = 0.0;
    sum = 0.0;
    d = 0.0;
#pragma omp parallel default(shared) private(j, k, cgit, alpha, beta)
    {
#pragma omp for nowait
        for (j = 0; j < n; j++) {
            q[j] = 0.0;
            z[j] = 0.0;
            r[j] = x[j];
            p[j] = r[j];
        }
#pragma omp for reduction(+:rho)
        for (j = 0; j < n; j++) rho += r[j] * r[j];

        for (cgit = 1; cgit <= CGITMAX; cgit++) {
#pragma omp single
            {
                rho0 = rho;
                d = 0.0;
                rho = 0.0;
            }
#pragma omp for private(k, sum)
            for (j = 0; j < n; j++) {
                sum = 0.0;
                for (k = rowstr[j]; k < rowstr[j + 1]; k++) sum += a[k] * p[colidx[k]];
                q[j] = sum;
            }
#pragma omp for reduction(+:d)
            for (j = 0; j < n; j++) d += p[j] * q[j];
            alpha = rho0 / d;
#pragma omp for reduction(+:rho)
            for (j = 0; j < n; j++) {
                z[j] += alpha * p[j];
                r[j] -= alpha * q[j];
                rho += r[j] * r[j];
            }
            beta = rho / rho0;
#pragma omp for
            for (j = 0; j < n; j++) p[j] = r[j] + beta * p[j];
        }
#pragma omp single
        sum = 0.0;
#pragma omp for private(k, d)
        for (j = 0; j < n; j++) {
            d = 0.0;
            for (k = rowstr[j]; k < rowstr[j + 1]; k++) d += a[k] * z[colidx[k]];
            r[j] = d;
        }
#pragma omp for reduction(+:sum)
        for (j = 0; j < n; j++) sum += (x[j] - r[j]) * (x[j] - r[j]);
    }
    *rnorm = sqrt(sum);
}

int main(void)
{
    int i, k, it;
    double rnorm, zeta = 0.0, norm1, norm2;
    for (i = 0; i < NA; i++) {
        rowstr[i] = i * NONZ;
        for (k = 0; k < NONZ; k++) {
            int c = (k == 0) ? i : (i + k * k * 131 + 7) % NA;
            colidx[i * NONZ + k] = c;
            a[i * NONZ + k] = (k == 0) ? 20.0 + (i % 5) : -0.3 / (1 + k);
        }
        x[i] = 1.0;
    }
    rowstr[NA] = NA * NONZ;
    for (it = 1; it <= 3; it++) {
        conj_grad(colidx, rowstr, x, z, a, p, q, r, NA, &rnorm);
        norm1 = 0.0;
        norm2 = 0.0;
#pragma omp parallel for reduction(+:norm1, norm2)
        for (i = 0; i < NA; i++) {
            norm1 += x[i] * z[i];
            norm2 += z[i] * z[i];
        }
        norm2 = 1.0 / sqrt(norm2);
        zeta = 10.0 + 1.0 / norm1;
#pragma omp parallel for
        for (i = 0; i < NA; i++) x[i] = norm2 * z[i];
        printf("it %d rnorm %.10e zeta %.13f\n", it, rnorm, zeta);
    }
    return 0;
}
