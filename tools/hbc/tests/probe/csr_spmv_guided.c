/* CSR sparse matrix-vector product with `schedule(guided)` on rows of very uneven length
   (a power-law row profile), a guided loop with a chunk, the transposed product done with
   atomics on the output, and a power-iteration style loop that normalises with a
   reduction each step. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 4000

int main(void)
{
    int *rowptr = malloc((N + 1) * sizeof(int));
    rowptr[0] = 0;
    for (int i = 0; i < N; i++) rowptr[i + 1] = rowptr[i] + 1 + (i % 97 == 0 ? 300 : i % 7);
    int nnz = rowptr[N];
    int *col = malloc(nnz * sizeof(int));
    double *val = malloc(nnz * sizeof(double));
    for (int i = 0; i < N; i++)
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) {
            col[k] = (int)((i * 31L + (k - rowptr[i]) * 1237L) % N);
            val[k] = 1.0 / (1 + (k % 11));
        }
    double *x = malloc(N * sizeof(double)), *y = malloc(N * sizeof(double)), *z = calloc(N, sizeof(double));
    for (int i = 0; i < N; i++) x[i] = 1.0;

    double lambda = 0;
    for (int it = 0; it < 20; it++) {
#pragma omp parallel for schedule(guided)
        for (int i = 0; i < N; i++) {
            double s = 0;
            for (int k = rowptr[i]; k < rowptr[i + 1]; k++) s += val[k] * x[col[k]];
            y[i] = s;
        }
        double nrm = 0;
#pragma omp parallel for schedule(guided, 16) reduction(+ : nrm)
        for (int i = 0; i < N; i++) nrm += y[i] * y[i];
        nrm = sqrt(nrm);
        lambda = nrm;
#pragma omp parallel for
        for (int i = 0; i < N; i++) x[i] = y[i] / nrm;
    }
#pragma omp parallel for schedule(guided)
    for (int i = 0; i < N; i++)
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) {
#pragma omp atomic
            z[col[k]] += val[k] * x[i];
        }
    double zs = 0;
    for (int i = 0; i < N; i++) zs += z[i] * (i % 3);
    printf("nnz=%d lambda=%.6f zs=%.6f\n", nnz, lambda, zs);
    free(rowptr); free(col); free(val); free(x); free(y); free(z);
    return 0;
}
