/* CSR sparse matrix-vector products in the offload styles of HeCBench / SPEC ACCEL: a
   `target teams distribute` over rows with an inner `parallel for reduction`, a
   `teams distribute parallel for` nested in a plain `target`, a row loop with private
   C89 temporaries, and `target enter/exit data` around repeated products (power method). */
#include <stdio.h>
#include <stdlib.h>

#define N 600

int main(void)
{
    int *rowptr, *col, nnz, r, k;
    double *val, *x, *y, *y2, sum, lambda = 0.0, nrm;
    int it;
    rowptr = malloc((N + 1) * sizeof(int));
    col = malloc(N * 5 * sizeof(int));
    val = malloc(N * 5 * sizeof(double));
    x = malloc(N * sizeof(double));
    y = malloc(N * sizeof(double));
    y2 = malloc(N * sizeof(double));
    nnz = 0;
    for (r = 0; r < N; r++) {
        rowptr[r] = nnz;
        for (k = -2; k <= 2; k++) {
            int c = r + k * (k < 0 ? 1 : 3);
            if (c < 0 || c >= N) continue;
            col[nnz] = c;
            val[nnz] = (k == 0) ? 4.0 + (r % 3) : -1.0 / (1 + abs(k) + r % 4);
            nnz++;
        }
    }
    rowptr[N] = nnz;
    for (r = 0; r < N; r++) x[r] = 1.0;

#pragma omp target enter data map(to: rowptr[0:N+1], col[0:nnz], val[0:nnz], x[0:N]) map(alloc: y[0:N])
    for (it = 0; it < 25; it++) {
#pragma omp target teams distribute map(to: rowptr[0:N+1], col[0:nnz], val[0:nnz], x[0:N]) map(from: y[0:N])
        for (r = 0; r < N; r++) {
            double s = 0.0;
            int kk;
#pragma omp parallel for reduction(+: s)
            for (kk = rowptr[r]; kk < rowptr[r + 1]; kk++) s += val[kk] * x[col[kk]];
            y[r] = s;
        }
        nrm = 0.0;
#pragma omp target teams distribute parallel for reduction(+: nrm)
        for (r = 0; r < N; r++) nrm += y[r] * y[r];
        lambda = 0.0;
#pragma omp target teams distribute parallel for reduction(+: lambda)
        for (r = 0; r < N; r++) lambda += x[r] * y[r];
        {
            double inv = 1.0 / __builtin_sqrt(nrm);
#pragma omp target teams distribute parallel for
            for (r = 0; r < N; r++) x[r] = y[r] * inv;
        }
    }
#pragma omp target exit data map(from: y[0:N]) map(release: rowptr[0:N+1], col[0:nnz], val[0:nnz], x[0:N])

#pragma omp target map(to: rowptr[0:N+1], col[0:nnz], val[0:nnz], x[0:N]) map(from: y2[0:N])
#pragma omp teams distribute parallel for private(sum, k)
    for (r = 0; r < N; r++) {
        sum = 0.0;
        for (k = rowptr[r]; k < rowptr[r + 1]; k++) sum += val[k] * x[col[k]];
        y2[r] = sum;
    }
    sum = 0.0;
    for (r = 0; r < N; r++) sum += y2[r] * (r % 7);
    printf("nnz=%d lambda=%.10f x5=%.10f y2sum=%.10f\n", nnz, lambda, x[5], sum);
    free(rowptr); free(col); free(val); free(x); free(y); free(y2);
    return 0;
}
