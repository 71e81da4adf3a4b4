/* Strassen matrix multiply with tasks, as in BOTS/KASTORS: OptimizedStrassenMultiply
   recursion creates the seven products M1..M7 as `task`s (with `if(depth < cutoff_depth)`),
   temporaries allocated with malloc in the parent and shared with the tasks, `taskwait`
   before combining. Below a size cut-off a plain triple loop is used. Integer-valued doubles
   keep results exact. Run from `parallel` + `single`, with a `#define` for the row stride. */
#include <stdio.h>
#include <stdlib.h>

#define REAL double
#define SIZE 128
#define CUTOFF_SIZE 32
static int cutoff_depth = 2;

static void matmul_base(int n, const REAL *A, int lda, const REAL *B, int ldb, REAL *C, int ldc)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            REAL s = 0;
            for (int k = 0; k < n; k++) s += A[i * lda + k] * B[k * ldb + j];
            C[i * ldc + j] = s;
        }
}

static void add(int n, const REAL *A, int lda, const REAL *B, int ldb, REAL *C, int ldc, int sign)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) C[i * ldc + j] = A[i * lda + j] + sign * B[i * ldb + j];
}

static void strassen(int n, const REAL *A, int lda, const REAL *B, int ldb, REAL *C, int ldc, int depth)
{
    if (n <= CUTOFF_SIZE) { matmul_base(n, A, lda, B, ldb, C, ldc); return; }
    int h = n / 2;
    const REAL *A11 = A, *A12 = A + h, *A21 = A + h * lda, *A22 = A + h * lda + h;
    const REAL *B11 = B, *B12 = B + h, *B21 = B + h * ldb, *B22 = B + h * ldb + h;
    REAL *M[7], *T1[7], *T2[7];
    size_t bytes = (size_t)h * h * sizeof(REAL);
    for (int k = 0; k < 7; k++) { M[k] = malloc(bytes); T1[k] = malloc(bytes); T2[k] = malloc(bytes); }

#pragma omp task if (depth < cutoff_depth) shared(M, T1, T2)
    { add(h, A11, lda, A22, lda, T1[0], h, 1); add(h, B11, ldb, B22, ldb, T2[0], h, 1); strassen(h, T1[0], h, T2[0], h, M[0], h, depth + 1); }
#pragma omp task if (depth < cutoff_depth) shared(M, T1)
    { add(h, A21, lda, A22, lda, T1[1], h, 1); strassen(h, T1[1], h, B11, ldb, M[1], h, depth + 1); }
#pragma omp task if (depth < cutoff_depth) shared(M, T2)
    { add(h, B12, ldb, B22, ldb, T2[2], h, -1); strassen(h, A11, lda, T2[2], h, M[2], h, depth + 1); }
#pragma omp task if (depth < cutoff_depth) shared(M, T2)
    { add(h, B21, ldb, B11, ldb, T2[3], h, -1); strassen(h, A22, lda, T2[3], h, M[3], h, depth + 1); }
#pragma omp task if (depth < cutoff_depth) shared(M, T1)
    { add(h, A11, lda, A12, lda, T1[4], h, 1); strassen(h, T1[4], h, B22, ldb, M[4], h, depth + 1); }
#pragma omp task if (depth < cutoff_depth) shared(M, T1, T2)
    { add(h, A21, lda, A11, lda, T1[5], h, -1); add(h, B11, ldb, B12, ldb, T2[5], h, 1); strassen(h, T1[5], h, T2[5], h, M[5], h, depth + 1); }
#pragma omp task if (depth < cutoff_depth) shared(M, T1, T2)
    { add(h, A12, lda, A22, lda, T1[6], h, -1); add(h, B21, ldb, B22, ldb, T2[6], h, 1); strassen(h, T1[6], h, T2[6], h, M[6], h, depth + 1); }
#pragma omp taskwait

    for (int i = 0; i < h; i++)
        for (int j = 0; j < h; j++) {
            int p = i * h + j;
            C[i * ldc + j] = M[0][p] + M[3][p] - M[4][p] + M[6][p];
            C[i * ldc + j + h] = M[2][p] + M[4][p];
            C[(i + h) * ldc + j] = M[1][p] + M[3][p];
            C[(i + h) * ldc + j + h] = M[0][p] - M[1][p] + M[2][p] + M[5][p];
        }
    for (int k = 0; k < 7; k++) { free(M[k]); free(T1[k]); free(T2[k]); }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : SIZE;
    REAL *A = malloc(sizeof(REAL) * n * n), *B = malloc(sizeof(REAL) * n * n);
    REAL *C = malloc(sizeof(REAL) * n * n), *D = malloc(sizeof(REAL) * n * n);
    for (int i = 0; i < n * n; i++) { A[i] = (i * 7 + 3) % 11 - 5; B[i] = (i * 5 + 1) % 9 - 4; }
#pragma omp parallel
#pragma omp single
    strassen(n, A, n, B, n, C, n, 0);
    matmul_base(n, A, n, B, n, D, n);
    long bad = 0;
    double tr = 0;
    for (int i = 0; i < n * n; i++) bad += C[i] != D[i];
    for (int i = 0; i < n; i++) tr += C[i * n + i];
    printf("n=%d mismatches=%ld trace=%.0f\n", n, bad, tr);
    return 0;
}
