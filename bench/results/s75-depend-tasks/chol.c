/* tiled Cholesky with depend tasks (naive tile kernels) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#ifndef NT
#define NT 8
#endif
#ifndef BS
#define BS 128
#endif
static double *A[NT][NT];
static void potrf(double *a) {
    for (int k = 0; k < BS; k++) {
        a[k * BS + k] = sqrt(a[k * BS + k]);
        for (int i = k + 1; i < BS; i++) a[i * BS + k] /= a[k * BS + k];
        for (int j = k + 1; j < BS; j++)
            for (int i = j; i < BS; i++) a[i * BS + j] -= a[i * BS + k] * a[j * BS + k];
    }
}
static void trsm(const double *l, double *b) { /* b = b * l^-T */
    for (int i = 0; i < BS; i++)
        for (int j = 0; j < BS; j++) {
            double s = b[i * BS + j];
            for (int k = 0; k < j; k++) s -= b[i * BS + k] * l[j * BS + k];
            b[i * BS + j] = s / l[j * BS + j];
        }
}
static void gemm(const double *a, const double *b, double *c) { /* c -= a * b^T */
    for (int i = 0; i < BS; i++)
        for (int j = 0; j < BS; j++) {
            double s = 0;
            for (int k = 0; k < BS; k++) s += a[i * BS + k] * b[j * BS + k];
            c[i * BS + j] -= s;
        }
}
int main(int argc, char **argv) {
    int reps = argc > 1 ? atoi(argv[1]) : 1;
    for (int i = 0; i < NT; i++)
        for (int j = 0; j < NT; j++) A[i][j] = malloc(sizeof(double) * BS * BS);
    double best = 1e9, chk = 0;
    for (int r = 0; r < reps; r++) {
        const int n = NT * BS;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                A[i / BS][j / BS][(i % BS) * BS + j % BS] = (i == j ? n : 0) + 1.0 / (1 + i + j);
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
#pragma omp parallel
#pragma omp single
        for (int k = 0; k < NT; k++) {
#pragma omp task depend(inout: A[k][k][0])
            potrf(A[k][k]);
            for (int i = k + 1; i < NT; i++) {
#pragma omp task depend(in: A[k][k][0]) depend(inout: A[i][k][0])
                trsm(A[k][k], A[i][k]);
            }
            for (int i = k + 1; i < NT; i++)
                for (int j = k + 1; j <= i; j++) {
#pragma omp task depend(in: A[i][k][0], A[j][k][0]) depend(inout: A[i][j][0])
                    gemm(A[i][k], A[j][k], A[i][j]);
                }
        }
        clock_gettime(CLOCK_MONOTONIC, &t1);
        double t = (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec);
        if (t < best) best = t;
        chk = 0;
        for (int i = 0; i < NT; i++) for (int j = 0; j <= i; j++) for (int e = 0; e < BS * BS; e++) chk += A[i][j][e];
    }
    printf("chk=%.6e\n", chk);
    fprintf(stderr, "time %.4f\n", best);
    return 0;
}
