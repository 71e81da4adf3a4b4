/* BOTS sparselu-style blocked LU of a sparse block matrix (NULL blocks), with tasks and
   `depend` clauses on the block pointers: lu0 on the diagonal block, fwd/bdiv on the
   row/column panels, bmod on the interior, where a missing block is allocated inside the
   task (fill-in). Started from `parallel` + `single`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define NB 10
#define BSZ 8

static double *M[NB][NB];

static double *alloc_block(void) { return calloc(BSZ * BSZ, sizeof(double)); }

static void lu0(double *d)
{
    for (int k = 0; k < BSZ; k++)
        for (int i = k + 1; i < BSZ; i++) {
            d[i * BSZ + k] /= d[k * BSZ + k];
            for (int j = k + 1; j < BSZ; j++) d[i * BSZ + j] -= d[i * BSZ + k] * d[k * BSZ + j];
        }
}
static void fwd(const double *d, double *c)
{
    for (int k = 0; k < BSZ; k++)
        for (int i = k + 1; i < BSZ; i++)
            for (int j = 0; j < BSZ; j++) c[i * BSZ + j] -= d[i * BSZ + k] * c[k * BSZ + j];
}
static void bdiv(const double *d, double *r)
{
    for (int i = 0; i < BSZ; i++)
        for (int k = 0; k < BSZ; k++) {
            r[i * BSZ + k] /= d[k * BSZ + k];
            for (int j = k + 1; j < BSZ; j++) r[i * BSZ + j] -= r[i * BSZ + k] * d[k * BSZ + j];
        }
}
static void bmod(const double *r, const double *c, double *in)
{
    for (int i = 0; i < BSZ; i++)
        for (int j = 0; j < BSZ; j++)
            for (int k = 0; k < BSZ; k++) in[i * BSZ + j] -= r[i * BSZ + k] * c[k * BSZ + j];
}

int main(void)
{
    for (int ii = 0; ii < NB; ii++)
        for (int jj = 0; jj < NB; jj++) {
            int present = ii == jj || (ii + 2 * jj) % 3 == 0 || (jj == ii + 1);
            if (!present) continue;
            M[ii][jj] = alloc_block();
            for (int i = 0; i < BSZ; i++)
                for (int j = 0; j < BSZ; j++)
                    M[ii][jj][i * BSZ + j] = (ii == jj && i == j) ? 40.0 : ((ii * 7 + jj * 3 + i * 5 + j) % 11) / 10.0;
        }
#pragma omp parallel
#pragma omp single
    for (int kk = 0; kk < NB; kk++) {
#pragma omp task depend(inout: M[kk][kk])
        lu0(M[kk][kk]);
        for (int jj = kk + 1; jj < NB; jj++)
            if (M[kk][jj]) {
#pragma omp task depend(in: M[kk][kk]) depend(inout: M[kk][jj]) firstprivate(kk, jj)
                fwd(M[kk][kk], M[kk][jj]);
            }
        for (int ii = kk + 1; ii < NB; ii++)
            if (M[ii][kk]) {
#pragma omp task depend(in: M[kk][kk]) depend(inout: M[ii][kk]) firstprivate(kk, ii)
                bdiv(M[kk][kk], M[ii][kk]);
            }
        for (int ii = kk + 1; ii < NB; ii++)
            if (M[ii][kk])
                for (int jj = kk + 1; jj < NB; jj++)
                    if (M[kk][jj]) {
                        if (!M[ii][jj]) M[ii][jj] = alloc_block();
#pragma omp task depend(in: M[ii][kk], M[kk][jj]) depend(inout: M[ii][jj]) firstprivate(kk, ii, jj)
                        bmod(M[ii][kk], M[kk][jj], M[ii][jj]);
                    }
    }
    double s = 0.0;
    int blocks = 0;
    for (int ii = 0; ii < NB; ii++)
        for (int jj = 0; jj < NB; jj++)
            if (M[ii][jj]) {
                blocks++;
                for (int k = 0; k < BSZ * BSZ; k++) s += M[ii][jj][k] * ((ii + jj + k) % 5 + 1);
                free(M[ii][jj]);
            }
    printf("blocks=%d sum=%.8f\n", blocks, s);
    return 0;
}
