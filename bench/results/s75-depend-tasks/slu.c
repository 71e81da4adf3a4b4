/* KASTORS-style sparse LU on a block matrix stored as an array of block pointers
   (float **A, NULL for empty blocks). One `single` region creates the tasks; dependences
   name the block pointers themselves (`depend(inout: A[ii*nb+jj])`), new fill-in blocks are
   allocated inside a task (`depend(inout: A[ii*nb+jj])` on a NULL slot), as BOTS/KASTORS do. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NB 24
#define BS 64

static float *A[NB * NB];

static int nonzero(int ii, int jj)
{
    if (ii == jj || ii == jj + 1 || jj == ii + 1) return 1;
    if ((ii * 7 + jj * 3) % 5 == 0) return 1;
    return 0;
}

static void genmat(void)
{
    unsigned seed = 1325;
    for (int ii = 0; ii < NB; ii++)
        for (int jj = 0; jj < NB; jj++) {
            float *p = NULL;
            if (nonzero(ii, jj)) {
                p = malloc(BS * BS * sizeof(float));
                for (int k = 0; k < BS * BS; k++) {
                    seed = (3125 * seed) % 65536;
                    p[k] = (float)((seed - 32768.0) / 16384.0);
                }
                if (ii == jj)
                    for (int k = 0; k < BS; k++) p[k * BS + k] += 4.0f * BS;
            }
            A[ii * NB + jj] = p;
        }
}

static void lu0(float *diag)
{
    for (int k = 0; k < BS; k++)
        for (int i = k + 1; i < BS; i++) {
            diag[i * BS + k] = diag[i * BS + k] / diag[k * BS + k];
            for (int j = k + 1; j < BS; j++)
                diag[i * BS + j] = diag[i * BS + j] - diag[i * BS + k] * diag[k * BS + j];
        }
}

static void fwd(float *diag, float *col)
{
    for (int k = 0; k < BS; k++)
        for (int i = k + 1; i < BS; i++)
            for (int j = 0; j < BS; j++)
                col[i * BS + j] = col[i * BS + j] - diag[i * BS + k] * col[k * BS + j];
}

static void bdiv(float *diag, float *row)
{
    for (int i = 0; i < BS; i++)
        for (int k = 0; k < BS; k++) {
            row[i * BS + k] = row[i * BS + k] / diag[k * BS + k];
            for (int j = k + 1; j < BS; j++)
                row[i * BS + j] = row[i * BS + j] - row[i * BS + k] * diag[k * BS + j];
        }
}

static void bmod(float *row, float *col, float *inner)
{
    for (int i = 0; i < BS; i++)
        for (int j = 0; j < BS; j++)
            for (int k = 0; k < BS; k++)
                inner[i * BS + j] = inner[i * BS + j] - row[i * BS + k] * col[k * BS + j];
}

static float *allocate_clean_block(void)
{
    float *p = malloc(BS * BS * sizeof(float));
    memset(p, 0, BS * BS * sizeof(float));
    return p;
}

static void sparselu_par_call(void)
{
    int ii, jj, kk;
#pragma omp parallel private(kk, ii, jj)
#pragma omp single
    {
        for (kk = 0; kk < NB; kk++) {
#pragma omp task firstprivate(kk) depend(inout: A[kk * NB + kk])
            lu0(A[kk * NB + kk]);
            for (jj = kk + 1; jj < NB; jj++)
                if (A[kk * NB + jj] != NULL) {
#pragma omp task firstprivate(kk, jj) depend(in: A[kk * NB + kk]) depend(inout: A[kk * NB + jj])
                    fwd(A[kk * NB + kk], A[kk * NB + jj]);
                }
            for (ii = kk + 1; ii < NB; ii++)
                if (A[ii * NB + kk] != NULL) {
#pragma omp task firstprivate(kk, ii) depend(in: A[kk * NB + kk]) depend(inout: A[ii * NB + kk])
                    bdiv(A[kk * NB + kk], A[ii * NB + kk]);
                }
            for (ii = kk + 1; ii < NB; ii++)
                if (A[ii * NB + kk] != NULL)
                    for (jj = kk + 1; jj < NB; jj++)
                        if (A[kk * NB + jj] != NULL) {
                            if (A[ii * NB + jj] == NULL) A[ii * NB + jj] = allocate_clean_block();
#pragma omp task firstprivate(kk, jj, ii) depend(in: A[ii * NB + kk], A[kk * NB + jj]) depend(inout: A[ii * NB + jj])
                            bmod(A[ii * NB + kk], A[kk * NB + jj], A[ii * NB + jj]);
                        }
        }
#pragma omp taskwait
    }
}

int main(void)
{
    genmat();
    struct timespec t0, t1; clock_gettime(CLOCK_MONOTONIC, &t0);
    sparselu_par_call();
    clock_gettime(CLOCK_MONOTONIC, &t1);
    fprintf(stderr, "time %.4f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    double sum = 0.0, tr = 0.0;
    int blocks = 0;
    for (int ii = 0; ii < NB; ii++)
        for (int jj = 0; jj < NB; jj++)
            if (A[ii * NB + jj]) {
                blocks++;
                for (int k = 0; k < BS * BS; k++) sum += A[ii * NB + jj][k];
                if (ii == jj)
                    for (int k = 0; k < BS; k++) tr += A[ii * NB + jj][k * BS + k];
            }
    printf("blocks %d\n", blocks);
    printf("checksum %.3e trace %.5e\n", sum, tr);
    return 0;
}
