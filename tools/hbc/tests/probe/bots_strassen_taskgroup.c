/* BOTS strassen-style recursion: a divide-and-conquer matrix multiply on row-strided
   quadrants, the seven products computed by tasks into temporaries allocated by the caller
   (malloc), joined by `#pragma omp taskgroup` (not taskwait); a second level under a cut-off
   uses plain loops. The caller combines the temporaries after the group. */
#include <stdio.h>
#include <stdlib.h>
#define REAL double

static void mul_base(int n, const REAL *A, int as, const REAL *B, int bs, REAL *C, int cs)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            REAL s = 0;
            for (int k = 0; k < n; k++) s += A[i * as + k] * B[k * bs + j];
            C[i * cs + j] = s;
        }
}

static void add(int n, const REAL *X, int xs, const REAL *Y, int ys, REAL *Z, int zs, REAL sg)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) Z[i * zs + j] = X[i * xs + j] + sg * Y[i * ys + j];
}

static void strassen(int n, const REAL *A, int as, const REAL *B, int bs, REAL *C, int cs, int depth)
{
    if (n <= 16) {
        mul_base(n, A, as, B, bs, C, cs);
        return;
    }
    int h = n / 2;
    const REAL *A11 = A, *A12 = A + h, *A21 = A + h * as, *A22 = A + h * as + h;
    const REAL *B11 = B, *B12 = B + h, *B21 = B + h * bs, *B22 = B + h * bs + h;
    REAL *M = malloc(sizeof(REAL) * h * h * 7);
    REAL *T = malloc(sizeof(REAL) * h * h * 14);
    REAL *M1 = M, *M2 = M + h * h, *M3 = M + 2 * h * h, *M4 = M + 3 * h * h;
    REAL *M5 = M + 4 * h * h, *M6 = M + 5 * h * h, *M7 = M + 6 * h * h;
#pragma omp taskgroup
    {
#pragma omp task untied if (depth < 2)
        { REAL *t1 = T, *t2 = T + h * h; add(h, A11, as, A22, as, t1, h, 1); add(h, B11, bs, B22, bs, t2, h, 1); strassen(h, t1, h, t2, h, M1, h, depth + 1); }
#pragma omp task untied if (depth < 2)
        { REAL *t1 = T + 2 * h * h; add(h, A21, as, A22, as, t1, h, 1); strassen(h, t1, h, B11, bs, M2, h, depth + 1); }
#pragma omp task untied if (depth < 2)
        { REAL *t2 = T + 3 * h * h; add(h, B12, bs, B22, bs, t2, h, -1); strassen(h, A11, as, t2, h, M3, h, depth + 1); }
#pragma omp task untied if (depth < 2)
        { REAL *t2 = T + 4 * h * h; add(h, B21, bs, B11, bs, t2, h, -1); strassen(h, A22, as, t2, h, M4, h, depth + 1); }
#pragma omp task untied if (depth < 2)
        { REAL *t1 = T + 5 * h * h; add(h, A11, as, A12, as, t1, h, 1); strassen(h, t1, h, B22, bs, M5, h, depth + 1); }
#pragma omp task untied if (depth < 2)
        { REAL *t1 = T + 6 * h * h, *t2 = T + 7 * h * h; add(h, A21, as, A11, as, t1, h, -1); add(h, B11, bs, B12, bs, t2, h, 1); strassen(h, t1, h, t2, h, M6, h, depth + 1); }
#pragma omp task untied if (depth < 2)
        { REAL *t1 = T + 8 * h * h, *t2 = T + 9 * h * h; add(h, A12, as, A22, as, t1, h, -1); add(h, B21, bs, B22, bs, t2, h, 1); strassen(h, t1, h, t2, h, M7, h, depth + 1); }
    }
    for (int i = 0; i < h; i++)
        for (int j = 0; j < h; j++) {
            int k = i * h + j;
            C[i * cs + j] = M1[k] + M4[k] - M5[k] + M7[k];
            C[i * cs + j + h] = M3[k] + M5[k];
            C[(i + h) * cs + j] = M2[k] + M4[k];
            C[(i + h) * cs + j + h] = M1[k] - M2[k] + M3[k] + M6[k];
        }
    free(M);
    free(T);
}

int main(void)
{
    int n = 128;
    REAL *A = malloc(sizeof(REAL) * n * n), *B = malloc(sizeof(REAL) * n * n);
    REAL *C = malloc(sizeof(REAL) * n * n), *D = malloc(sizeof(REAL) * n * n);
    for (int i = 0; i < n * n; i++) {
        A[i] = (i * 37 % 11) - 5;
        B[i] = (i * 17 % 7) - 3;
    }
#pragma omp parallel
    {
#pragma omp single
        strassen(n, A, n, B, n, C, n, 0);
    }
    mul_base(n, A, n, B, n, D, n);
    double err = 0, tr = 0;
    for (int i = 0; i < n * n; i++) err += C[i] > D[i] ? C[i] - D[i] : D[i] - C[i];
    for (int i = 0; i < n; i++) tr += C[i * n + i];
    printf("err=%.3f trace=%.1f c0=%.1f\n", err, tr, C[0]);
    free(A); free(B); free(C); free(D);
    return 0;
}
