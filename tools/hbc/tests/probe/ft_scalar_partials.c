/* Same as ft_struct_handmade.c with the struct partial split into two double partials
   (avoids the rejection of ft_struct_partial_min.c).
   NPB FT-style (C port): a typedef'd `dcomplex` struct; `evolve` and `cffts1` are
   functions with orphaned `omp for` loops (cffts1 keeps function-local scratch arrays
   `dcomplex y0[NX][FFTBLOCK]` written per iteration), called from a `parallel
   default(shared) private(iter)` region in main; `checksum` keeps a hand-made struct partial
   `dcomplex chk` filled in `omp for nowait` and added into a global under `omp critical`,
   then `omp barrier` and `omp single` prints/stores the sum. */
#include <stdio.h>
#include <math.h>
#define NX 32
#define NY 16
#define NZ 8
#define FFTBLOCK 8
#define NITER 4

typedef struct { double real, imag; } dcomplex;

static dcomplex u0[NZ][NY][NX], u1[NZ][NY][NX];
static double twiddle[NZ][NY][NX];
static dcomplex sums[NITER + 1];

static void evolve(int t)
{
    int i, j, k;
#pragma omp for
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++) {
                double f = exp(-1e-3 * t * twiddle[k][j][i]);
                u1[k][j][i].real = u0[k][j][i].real * f;
                u1[k][j][i].imag = u0[k][j][i].imag * f;
            }
}

static void cffts1(int is)
{
    int i, j, k, jj;
    dcomplex y0[NX][FFTBLOCK], y1[NX][FFTBLOCK];
#pragma omp for
    for (k = 0; k < NZ; k++) {
        for (jj = 0; jj < NY; jj += FFTBLOCK) {
            for (j = 0; j < FFTBLOCK; j++)
                for (i = 0; i < NX; i++) y0[i][j] = u1[k][j + jj][i];
            /* a toy "transform": pairwise butterflies along x */
            for (j = 0; j < FFTBLOCK; j++)
                for (i = 0; i < NX; i++) {
                    dcomplex a = y0[i][j], b = y0[(i + NX / 2) % NX][j];
                    y1[i][j].real = a.real + is * b.imag * 0.5;
                    y1[i][j].imag = a.imag - is * b.real * 0.5;
                }
            for (j = 0; j < FFTBLOCK; j++)
                for (i = 0; i < NX; i++) u1[k][j + jj][i] = y1[i][j];
        }
    }
}

static void checksum(int it)
{
    int j, q, r, s;
    double chk_r = 0.0, chk_i = 0.0;
#pragma omp for nowait
    for (j = 1; j <= 256; j++) {
        q = j % NX;
        r = (3 * j) % NY;
        s = (5 * j) % NZ;
        chk_r += u1[s][r][q].real;
        chk_i += u1[s][r][q].imag;
    }
#pragma omp critical
    {
        sums[it].real += chk_r;
        sums[it].imag += chk_i;
    }
#pragma omp barrier
#pragma omp single
    {
        sums[it].real = sums[it].real / (double)(NX * NY * NZ);
        sums[it].imag = sums[it].imag / (double)(NX * NY * NZ);
    }
}

int main(void)
{
    int i, j, k, iter;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++) {
                u0[k][j][i].real = sin(0.1 * i + 0.2 * j) + 0.01 * k;
                u0[k][j][i].imag = cos(0.3 * i - 0.1 * k) + 0.02 * j;
                twiddle[k][j][i] = (double)(i * i + j * j + k * k);
            }
#pragma omp parallel default(shared) private(iter)
    {
        for (iter = 1; iter <= NITER; iter++) {
            evolve(iter);
            cffts1(iter % 2 ? 1 : -1);
            checksum(iter);
        }
    }
    for (iter = 1; iter <= NITER; iter++)
        printf("T = %d Checksum = %.10e %.10e\n", iter, sums[iter].real, sums[iter].imag);
    return 0;
}
