/* Hotspot / hotspot3D shapes: two temperature buffers swapped every step. In the first
   region the step loop runs in every thread, the grid update is an `omp for`, and the swap
   is in a `single`; in the second (float, 3-D) the swap is in `master` followed by a
   barrier, and the step counter is a region-private variable of a do-while. */
#include <stdio.h>
#include <stdlib.h>
#define R 64
#define C 48
#define NZ 6
#define STEPS 12

int main(void)
{
    double *t0 = malloc(sizeof(double) * R * C), *t1 = malloc(sizeof(double) * R * C);
    double *power = malloc(sizeof(double) * R * C);
    for (int i = 0; i < R * C; i++) { t0[i] = 300.0 + (i % 17); power[i] = (i % 5) * 0.01; }
    double *src = t0, *dst = t1;
    const double cap = 0.5, rx = 0.1, ry = 0.12;
#pragma omp parallel
    {
        for (int it = 0; it < STEPS; it++) {
#pragma omp for schedule(static)
            for (int r = 0; r < R; r++)
                for (int c = 0; c < C; c++) {
                    double n = src[(r > 0 ? r - 1 : r) * C + c], s = src[(r < R - 1 ? r + 1 : r) * C + c];
                    double w = src[r * C + (c > 0 ? c - 1 : c)], e = src[r * C + (c < C - 1 ? c + 1 : c)];
                    double v = src[r * C + c];
                    dst[r * C + c] = v + cap * (power[r * C + c] + (n + s - 2 * v) * ry + (e + w - 2 * v) * rx);
                }
#pragma omp single
            {
                double *tmp = src;
                src = dst;
                dst = tmp;
            }
        }
    }
    double s2 = 0;
    for (int i = 0; i < R * C; i++) s2 += src[i] * ((i % 3) + 1);

    float *a = malloc(sizeof(float) * R * C * NZ), *b = malloc(sizeof(float) * R * C * NZ);
    for (int i = 0; i < R * C * NZ; i++) a[i] = 80.0f + (float)(i % 11) * 0.25f;
    float *in = a, *out = b;
#pragma omp parallel
    {
        int count = 0;
        do {
            int z;
#pragma omp for
            for (z = 0; z < NZ; z++) {
                int zb = z == 0 ? z : z - 1, zt = z == NZ - 1 ? z : z + 1;
                for (int y = 0; y < R; y++)
                    for (int x = 0; x < C; x++) {
                        int c = z * R * C + y * C + x;
                        float w = in[x == 0 ? c : c - 1], e = in[x == C - 1 ? c : c + 1];
                        float n = in[y == 0 ? c : c - C], s = in[y == R - 1 ? c : c + C];
                        out[c] = 0.5f * in[c] + 0.1f * (w + e + n + s) + 0.05f * (in[zb * R * C + y * C + x] + in[zt * R * C + y * C + x]);
                    }
            }
#pragma omp master
            {
                float *t = in;
                in = out;
                out = t;
            }
#pragma omp barrier
            count++;
        } while (count < STEPS);
    }
    double s3 = 0;
    for (int i = 0; i < R * C * NZ; i++) s3 += in[i];
    printf("hotspot=%.6f hotspot3d=%.4f\n", s2, s3);
    free(t0); free(t1); free(power); free(a); free(b);
    return 0;
}
