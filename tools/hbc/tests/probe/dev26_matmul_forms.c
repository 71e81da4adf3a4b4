/* Matrix multiply written four ways as offload codes do: `target teams distribute parallel
   for collapse(2)` with a private accumulator, `target teams loop collapse(2)`, `target
   parallel for simd collapse(2)` with C89 counters, and a `target teams` region whose
   `distribute` over row blocks holds a `parallel for` (two-level parallelism). */
#include <stdio.h>
#include <stdlib.h>

#define N 72
#define BS 8

static double checksum(const double *c)
{
    double s = 0.0;
    for (int i = 0; i < N * N; i++) s += c[i] * (1 + i % 11);
    return s;
}

int main(void)
{
    double *a = malloc(N * N * sizeof(double)), *b = malloc(N * N * sizeof(double));
    double *c1 = calloc(N * N, sizeof(double)), *c2 = calloc(N * N, sizeof(double));
    double *c3 = calloc(N * N, sizeof(double)), *c4 = calloc(N * N, sizeof(double));
    int i, j, k;
    double acc;
    for (i = 0; i < N * N; i++) { a[i] = (i % 17) * 0.125 - 1.0; b[i] = (i % 13) * 0.25 - 1.5; }

#pragma omp target teams distribute parallel for collapse(2) private(acc, k) \
        map(to: a[0:N*N], b[0:N*N]) map(from: c1[0:N*N])
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            acc = 0.0;
            for (k = 0; k < N; k++) acc += a[i * N + k] * b[k * N + j];
            c1[i * N + j] = acc;
        }

#pragma omp target teams loop collapse(2) map(to: a[0:N*N], b[0:N*N]) map(from: c2[0:N*N])
    for (int ii = 0; ii < N; ii++)
        for (int jj = 0; jj < N; jj++) {
            double s = 0.0;
            for (int kk = 0; kk < N; kk++) s += a[ii * N + kk] * b[kk * N + jj];
            c2[ii * N + jj] = s;
        }

#pragma omp target parallel for simd collapse(2) map(to: a[0:N*N], b[0:N*N]) map(tofrom: c3[0:N*N])
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            double s = 0.0;
            for (int kk = 0; kk < N; kk++) s += a[i * N + kk] * b[kk * N + j];
            c3[i * N + j] = s;
        }

#pragma omp target teams num_teams(N / BS) map(to: a[0:N*N], b[0:N*N]) map(tofrom: c4[0:N*N])
    {
#pragma omp distribute
        for (int blk = 0; blk < N / BS; blk++) {
#pragma omp parallel for
            for (int r = blk * BS; r < blk * BS + BS; r++)
                for (int q = 0; q < N; q++) {
                    double s = 0.0;
                    for (int kk = 0; kk < N; kk++) s += a[r * N + kk] * b[kk * N + q];
                    c4[r * N + q] = s;
                }
        }
    }
    printf("c1=%.6f c2=%.6f c3=%.6f c4=%.6f c1[7]=%.6f\n", checksum(c1), checksum(c2), checksum(c3), checksum(c4),
           c1[7]);
    free(a); free(b); free(c1); free(c2); free(c3); free(c4);
    return 0;
}
