/* Matrix transposes as applications write them: an out-of-place blocked transpose of a
   non-square matrix with `collapse(2)` over the tile indices (edge tiles clipped with a
   MIN macro), a `collapse(2)` element-wise transpose with `long` indices and a runtime
   stride, an in-place square transpose as a `parallel for schedule(dynamic,16)` over
   rows swapping with the upper triangle, and a `collapse(2)` check loop with
   `reduction(+:bad)`. */
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define TILE 32

int main(void)
{
    const int R = 1001, C = 733;
    double *a = malloc(sizeof(double) * R * C), *t = malloc(sizeof(double) * R * C), *u = malloc(sizeof(double) * R * C);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) a[(long)i * C + j] = i * 1000.0 + j;
    int nti = (R + TILE - 1) / TILE, ntj = (C + TILE - 1) / TILE;
#pragma omp parallel for collapse(2) schedule(static)
    for (int bi = 0; bi < nti; bi++)
        for (int bj = 0; bj < ntj; bj++)
            for (int i = bi * TILE; i < MIN(bi * TILE + TILE, R); i++)
                for (int j = bj * TILE; j < MIN(bj * TILE + TILE, C); j++) t[(long)j * R + i] = a[(long)i * C + j];
    long ld = R;
#pragma omp parallel for collapse(2)
    for (long j = 0; j < C; j++)
        for (long i = 0; i < R; i++) u[i * C + j] = t[j * ld + i] * 2.0;
    long bad = 0;
#pragma omp parallel for collapse(2) reduction(+ : bad)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) bad += u[(long)i * C + j] != 2.0 * a[(long)i * C + j];
    const int N = 517;
    double *s = malloc(sizeof(double) * N * N);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) s[i * N + j] = i - 0.001 * j;
#pragma omp parallel for schedule(dynamic, 16)
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++) {
            double x = s[i * N + j];
            s[i * N + j] = s[j * N + i];
            s[j * N + i] = x;
        }
    double tr = 0, off = 0;
    for (int i = 0; i < N; i++) { tr += s[i * N + i]; off += s[i * N + (i * 7) % N] * (i % 5); }
    printf("bad=%ld t[5][7]=%.1f t[last]=%.1f trace=%.3f off=%.3f s[3][400]=%.3f\n", bad, t[7L * R + 5],
           t[(long)(C - 1) * R + R - 1], tr, off, s[3 * N + 400]);
    free(a); free(t); free(u); free(s);
    return 0;
}
