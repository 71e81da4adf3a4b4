/* NPB CG-style conjugate gradient: the whole iteration inside one `parallel` region with a
   region-private iteration counter, reductions into variables of the enclosing function
   (`for reduction(+:rho)`), `single` blocks updating shared scalars between loops,
   `for nowait` followed by an explicit barrier, and a sparse matrix-vector product whose
   inner loop uses a private sum declared in the function and named in the private list. */
#include <stdio.h>
#include <math.h>
#define N 1500
#define NZR 5

static int rowstr[N + 1], colidx[N * NZR];
static double aval[N * NZR];
static double x[N], z[N], p[N], q[N], r[N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        rowstr[i] = i * NZR;
        for (int k = 0; k < NZR; k++) {
            int j = (i + (k - NZR / 2) * 37 + N) % N;
            colidx[i * NZR + k] = k == NZR / 2 ? i : j;
            aval[i * NZR + k] = k == NZR / 2 ? 10.0 : -0.5 - 0.1 * k;
        }
        x[i] = 1.0 + (i % 7) * 0.1;
    }
    rowstr[N] = N * NZR;
    double rho, rho0, alpha, beta, d, sum, rnorm = 0.0;
    int j, k, cgit;
#pragma omp parallel default(shared) private(j, k, cgit, sum)
    {
#pragma omp for
        for (j = 0; j < N; j++) { q[j] = z[j] = 0.0; r[j] = p[j] = x[j]; }
#pragma omp single
        rho = 0.0;
#pragma omp for reduction(+:rho)
        for (j = 0; j < N; j++) rho += r[j] * r[j];
        for (cgit = 1; cgit <= 8; cgit++) {
#pragma omp single
            { rho0 = rho; d = 0.0; rho = 0.0; }
#pragma omp for nowait
            for (j = 0; j < N; j++) {
                sum = 0.0;
                for (k = rowstr[j]; k < rowstr[j + 1]; k++) sum += aval[k] * p[colidx[k]];
                q[j] = sum;
            }
#pragma omp barrier
#pragma omp for reduction(+:d)
            for (j = 0; j < N; j++) d += p[j] * q[j];
#pragma omp single
            alpha = rho0 / d;
#pragma omp for reduction(+:rho)
            for (j = 0; j < N; j++) {
                z[j] += alpha * p[j];
                r[j] -= alpha * q[j];
                rho += r[j] * r[j];
            }
#pragma omp single
            beta = rho / rho0;
#pragma omp for
            for (j = 0; j < N; j++) p[j] = r[j] + beta * p[j];
        }
#pragma omp for reduction(+:rnorm)
        for (j = 0; j < N; j++) rnorm += r[j] * r[j];
    }
    double zs = 0.0;
    for (j = 0; j < N; j++) zs += z[j] * (j % 3 + 1);
    printf("rnorm=%.6e zs=%.8f\n", sqrt(rnorm), zs);
    return 0;
}
