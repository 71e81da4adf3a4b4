/* Tiled Cholesky factorisation (right-looking, lower) with one task per tile kernel
   (potrf, trsm, syrk, gemm) and `depend(in/inout)` on the first element of each tile,
   the way task-based linear algebra codes build their DAG; tiles are stored as an array of
   pointers to contiguous blocks. The matrix is SPD (diagonally dominant). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define NT 6
#define TS 24
#define N (NT * TS)

static double *A[NT][NT];

static void potrf(double *a)
{
    for (int k = 0; k < TS; k++) {
        a[k * TS + k] = sqrt(a[k * TS + k]);
        for (int i = k + 1; i < TS; i++) a[i * TS + k] /= a[k * TS + k];
        for (int j = k + 1; j < TS; j++)
            for (int i = j; i < TS; i++) a[i * TS + j] -= a[i * TS + k] * a[j * TS + k];
    }
}
static void trsm(const double *l, double *b) /* b = b * l^-T */
{
    for (int i = 0; i < TS; i++)
        for (int j = 0; j < TS; j++) {
            double s = b[i * TS + j];
            for (int k = 0; k < j; k++) s -= b[i * TS + k] * l[j * TS + k];
            b[i * TS + j] = s / l[j * TS + j];
        }
}
static void syrk(const double *a, double *c) /* c -= a a^T (lower) */
{
    for (int i = 0; i < TS; i++)
        for (int j = 0; j <= i; j++) {
            double s = 0;
            for (int k = 0; k < TS; k++) s += a[i * TS + k] * a[j * TS + k];
            c[i * TS + j] -= s;
        }
}
static void gemm(const double *a, const double *b, double *c) /* c -= a b^T */
{
    for (int i = 0; i < TS; i++)
        for (int j = 0; j < TS; j++) {
            double s = 0;
            for (int k = 0; k < TS; k++) s += a[i * TS + k] * b[j * TS + k];
            c[i * TS + j] -= s;
        }
}

int main(void)
{
    for (int bi = 0; bi < NT; bi++)
        for (int bj = 0; bj < NT; bj++) {
            A[bi][bj] = malloc(TS * TS * sizeof(double));
            for (int i = 0; i < TS; i++)
                for (int j = 0; j < TS; j++) {
                    int gi = bi * TS + i, gj = bj * TS + j;
                    A[bi][bj][i * TS + j] = (gi == gj) ? N + 1.0 : 1.0 / (1 + abs(gi - gj));
                }
        }
#pragma omp parallel
#pragma omp single
    for (int k = 0; k < NT; k++) {
#pragma omp task depend(inout : A[k][k][0])
        potrf(A[k][k]);
        for (int i = k + 1; i < NT; i++) {
#pragma omp task depend(in : A[k][k][0]) depend(inout : A[i][k][0])
            trsm(A[k][k], A[i][k]);
        }
        for (int i = k + 1; i < NT; i++) {
            for (int j = k + 1; j < i; j++) {
#pragma omp task depend(in : A[i][k][0], A[j][k][0]) depend(inout : A[i][j][0])
                gemm(A[i][k], A[j][k], A[i][j]);
            }
#pragma omp task depend(in : A[i][k][0]) depend(inout : A[i][i][0])
            syrk(A[i][k], A[i][i]);
        }
    }
    double tr = 0, s = 0;
    for (int bi = 0; bi < NT; bi++)
        for (int bj = 0; bj <= bi; bj++)
            for (int i = 0; i < TS; i++)
                for (int j = 0; j < TS; j++) {
                    if (bi == bj && j > i) continue;
                    double v = A[bi][bj][i * TS + j];
                    s += v * ((i + j) % 3 + 1);
                    if (bi == bj && i == j) tr += v;
                }
    printf("trace=%.6f s=%.6f\n", tr, s);
    for (int bi = 0; bi < NT; bi++)
        for (int bj = 0; bj < NT; bj++) free(A[bi][bj]);
    return 0;
}
