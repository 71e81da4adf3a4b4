/* BOTS sparselu, "single" version: a blocked sparse matrix (NB x NB pointers to BS x BS
   blocks, many NULL) factorised in a `parallel` region by one `single` that creates, for
   each kk, `task firstprivate(kk, jj) shared(M)` fwd tasks over the row, bdiv tasks over
   the column, a `taskwait`, then bmod tasks (allocating a missing block inside the task
   that owns it) and another `taskwait`. The factors' checksum and fill-in count are
   printed. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NB 14
#define BS 20

static double *M[NB][NB];

static double *alloc_block(void) { return calloc(BS * BS, sizeof(double)); }

static void genmat(void)
{
    for (int ii = 0; ii < NB; ii++)
        for (int jj = 0; jj < NB; jj++) {
            int present = ii == jj || ii == jj - 1 || ii - 1 == jj || (ii % 3 == 0 && jj % 4 == 1) || (jj % 5 == 0 && ii % 2 == 1);
            M[ii][jj] = NULL;
            if (!present) continue;
            M[ii][jj] = alloc_block();
            unsigned s = 1325u + ii * 31u + jj * 7u;
            for (int i = 0; i < BS; i++)
                for (int j = 0; j < BS; j++) {
                    s = (3125u * s) % 65536u;
                    M[ii][jj][i * BS + j] = (s - 32768.0) / 16384.0 + (ii == jj && i == j ? 40.0 : 0.0);
                }
        }
}

static void lu0(double *d)
{
    for (int k = 0; k < BS; k++)
        for (int i = k + 1; i < BS; i++) {
            d[i * BS + k] /= d[k * BS + k];
            for (int j = k + 1; j < BS; j++) d[i * BS + j] -= d[i * BS + k] * d[k * BS + j];
        }
}

static void fwd(const double *diag, double *col)
{
    for (int k = 0; k < BS; k++)
        for (int i = k + 1; i < BS; i++)
            for (int j = 0; j < BS; j++) col[i * BS + j] -= diag[i * BS + k] * col[k * BS + j];
}

static void bdiv(const double *diag, double *row)
{
    for (int i = 0; i < BS; i++)
        for (int k = 0; k < BS; k++) {
            row[i * BS + k] /= diag[k * BS + k];
            for (int j = k + 1; j < BS; j++) row[i * BS + j] -= row[i * BS + k] * diag[k * BS + j];
        }
}

static void bmod(const double *row, const double *col, double *inner)
{
    for (int i = 0; i < BS; i++)
        for (int j = 0; j < BS; j++) {
            double s = 0;
            for (int k = 0; k < BS; k++) s += row[i * BS + k] * col[k * BS + j];
            inner[i * BS + j] -= s;
        }
}

int main(void)
{
    genmat();
    int before = 0;
    for (int i = 0; i < NB; i++)
        for (int j = 0; j < NB; j++) before += M[i][j] != NULL;
#pragma omp parallel
#pragma omp single
    for (int kk = 0; kk < NB; kk++) {
        lu0(M[kk][kk]);
        for (int jj = kk + 1; jj < NB; jj++)
            if (M[kk][jj] != NULL) {
#pragma omp task firstprivate(kk, jj) shared(M)
                fwd(M[kk][kk], M[kk][jj]);
            }
        for (int ii = kk + 1; ii < NB; ii++)
            if (M[ii][kk] != NULL) {
#pragma omp task firstprivate(kk, ii) shared(M)
                bdiv(M[kk][kk], M[ii][kk]);
            }
#pragma omp taskwait
        for (int ii = kk + 1; ii < NB; ii++)
            if (M[ii][kk] != NULL)
                for (int jj = kk + 1; jj < NB; jj++)
                    if (M[kk][jj] != NULL) {
#pragma omp task firstprivate(kk, jj, ii) shared(M)
                        {
                            if (M[ii][jj] == NULL) M[ii][jj] = alloc_block();
                            bmod(M[ii][kk], M[kk][jj], M[ii][jj]);
                        }
                    }
#pragma omp taskwait
    }
    int after = 0;
    double cs = 0, diagprod = 0;
    for (int i = 0; i < NB; i++)
        for (int j = 0; j < NB; j++)
            if (M[i][j]) {
                after++;
                for (int k = 0; k < BS * BS; k++) cs += M[i][j][k] * ((k % 7) + 1) * (i + 1);
            }
    for (int i = 0; i < NB; i++)
        for (int k = 0; k < BS; k++) diagprod += log(fabs(M[i][i][k * BS + k]));
    printf("blocks before=%d after=%d checksum=%.6e logdet=%.8f\n", before, after, cs, diagprod);
    for (int i = 0; i < NB; i++)
        for (int j = 0; j < NB; j++) free(M[i][j]);
    return 0;
}
