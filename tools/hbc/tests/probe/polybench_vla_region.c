/* PolyBench/C OpenMP-style kernels: C99 VLA parameters (`double A[restrict ni][nk]`, the
   POLYBENCH_USE_C99_PROTO form) with sizes passed as int parameters, `#pragma scop` /
   `#pragma endscop` around a `parallel` region holding several `omp for private(j, k)`
   loops over the _PB_ macros, an `alpha`/`beta` scalar pair, a `for` with a region-level
   sequential loop between two worksharing loops (2mm then a symmetric rank update),
   and POLYBENCH_2D_ARRAY_DECL-like allocation through a cast to a pointer to VLA rows. */
#include <stdio.h>
#include <stdlib.h>
#define NI 40
#define NJ 44
#define NK 48
#define NL 36
#define _PB_NI ni
#define _PB_NJ nj
#define _PB_NK nk
#define _PB_NL nl
#define SCALAR_VAL(x) x
#define DATA_TYPE double

static void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                       DATA_TYPE tmp[restrict ni][nj], DATA_TYPE A[restrict ni][nk],
                       DATA_TYPE B[restrict nk][nj], DATA_TYPE C[restrict nj][nl],
                       DATA_TYPE D[restrict ni][nl])
{
    int i, j, k;
#pragma scop
#pragma omp parallel private(i, j, k)
    {
#pragma omp for
        for (i = 0; i < _PB_NI; i++)
            for (j = 0; j < _PB_NJ; j++) {
                tmp[i][j] = SCALAR_VAL(0.0);
                for (k = 0; k < _PB_NK; ++k) tmp[i][j] += alpha * A[i][k] * B[k][j];
            }
#pragma omp for
        for (i = 0; i < _PB_NI; i++)
            for (j = 0; j < _PB_NL; j++) {
                D[i][j] *= beta;
                for (k = 0; k < _PB_NJ; ++k) D[i][j] += tmp[i][k] * C[k][j];
            }
    }
#pragma endscop
}

static void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[n][n], DATA_TYPE A[n][m])
{
    int i, j, k;
#pragma omp parallel for private(j, k) schedule(static)
    for (i = 0; i < n; i++) {
        for (j = 0; j <= i; j++) C[i][j] *= beta;
        for (k = 0; k < m; k++)
            for (j = 0; j <= i; j++) C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

int main(void)
{
    int ni = NI, nj = NJ, nk = NK, nl = NL;
    DATA_TYPE (*tmp)[nj] = malloc(sizeof(DATA_TYPE) * ni * nj);
    DATA_TYPE (*A)[nk] = malloc(sizeof(DATA_TYPE) * ni * nk);
    DATA_TYPE (*B)[nj] = malloc(sizeof(DATA_TYPE) * nk * nj);
    DATA_TYPE (*C)[nl] = malloc(sizeof(DATA_TYPE) * nj * nl);
    DATA_TYPE (*D)[nl] = malloc(sizeof(DATA_TYPE) * ni * nl);
    DATA_TYPE (*S)[ni] = malloc(sizeof(DATA_TYPE) * ni * ni);
    int i, j;
    for (i = 0; i < ni; i++)
        for (j = 0; j < nk; j++) A[i][j] = (DATA_TYPE)((i * j + 1) % ni) / ni;
    for (i = 0; i < nk; i++)
        for (j = 0; j < nj; j++) B[i][j] = (DATA_TYPE)(i * (j + 1) % nj) / nj;
    for (i = 0; i < nj; i++)
        for (j = 0; j < nl; j++) C[i][j] = (DATA_TYPE)((i * (j + 3) + 1) % nl) / nl;
    for (i = 0; i < ni; i++)
        for (j = 0; j < nl; j++) D[i][j] = (DATA_TYPE)(i * (j + 2) % nk) / nk;
    for (i = 0; i < ni; i++)
        for (j = 0; j < ni; j++) S[i][j] = (DATA_TYPE)((i * j + 2) % ni) / ni;
    kernel_2mm(ni, nj, nk, nl, 1.5, 1.2, tmp, A, B, C, D);
    kernel_syrk(ni, nk, 1.5, 1.2, S, A);
    double s1 = 0, s2 = 0;
    for (i = 0; i < ni; i++)
        for (j = 0; j < nl; j++) s1 += D[i][j] * ((i + j) % 5);
    for (i = 0; i < ni; i++)
        for (j = 0; j <= i; j++) s2 += S[i][j];
    printf("D=%.8f S=%.8f\n", s1, s2);
    free(tmp); free(A); free(B); free(C); free(D); free(S);
    return 0;
}
