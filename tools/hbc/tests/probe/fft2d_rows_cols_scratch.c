/* 2-D FFT by rows then columns, as scientific C codes write it: an iterative radix-2 FFT
   on C99 `double complex`; the row pass is a `parallel for` transforming rows in place;
   the column pass is a `parallel` region in which each thread mallocs a column scratch
   buffer, gathers a column, transforms it and scatters it back in an `omp for`, and frees
   the buffer. Forward, a spectral filter (collapse(2)), inverse; the spectrum's energy and
   the round-trip error are printed. */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 256
static double complex data[N][N], orig[N][N];

static void fft(double complex *a, int n, int inverse)
{
    for (int i = 1, j = 0; i < n; i++) {
        int bit = n >> 1;
        for (; j & bit; bit >>= 1) j ^= bit;
        j ^= bit;
        if (i < j) { double complex t = a[i]; a[i] = a[j]; a[j] = t; }
    }
    for (int len = 2; len <= n; len <<= 1) {
        double ang = 2 * M_PI / len * (inverse ? 1 : -1);
        double complex wl = cos(ang) + I * sin(ang);
        for (int i = 0; i < n; i += len) {
            double complex w = 1;
            for (int k = 0; k < len / 2; k++) {
                double complex u = a[i + k], v = a[i + k + len / 2] * w;
                a[i + k] = u + v;
                a[i + k + len / 2] = u - v;
                w *= wl;
            }
        }
    }
    if (inverse)
        for (int i = 0; i < n; i++) a[i] /= n;
}

static void fft2d(int inverse)
{
#pragma omp parallel for
    for (int r = 0; r < N; r++) fft(data[r], N, inverse);
#pragma omp parallel
    {
        double complex *col = malloc(sizeof(double complex) * N);
#pragma omp for schedule(static)
        for (int c = 0; c < N; c++) {
            for (int r = 0; r < N; r++) col[r] = data[r][c];
            fft(col, N, inverse);
            for (int r = 0; r < N; r++) data[r][c] = col[r];
        }
        free(col);
    }
}

int main(void)
{
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++)
            orig[r][c] = data[r][c] = sin(2 * M_PI * 5 * r / N) * cos(2 * M_PI * 9 * c / N) + 0.01 * ((r * 31 + c * 17) % 23);
    fft2d(0);
    double energy = 0;
#pragma omp parallel for collapse(2) reduction(+ : energy)
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) energy += creal(data[r][c] * conj(data[r][c]));
    printf("energy=%.6e peak=|%.4f| dc=%.4f\n", energy, cabs(data[5][9]), creal(data[0][0]));
#pragma omp parallel for collapse(2)
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            int kr = r < N / 2 ? r : N - r, kc = c < N / 2 ? c : N - c;
            if (kr * kr + kc * kc > 40 * 40) data[r][c] = 0;
        }
    fft2d(1);
    double err = 0, s = 0;
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) { err = fmax(err, cabs(data[r][c] - orig[r][c])); s += creal(data[r][c]); }
    printf("filtered err=%.4f sum=%.4f imag_ok=%d\n", err, s, fabs(cimag(data[3][4])) < 1e-9);
    return 0;
}
