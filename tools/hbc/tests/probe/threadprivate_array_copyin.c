/* threadprivate arrays and a threadprivate struct set by the master, broadcast with
   copyin, read by the loop bodies of the region; a second region
   copies only prm; its loop is a reduction of the region. */
#include <stdio.h>
#define N 2000

typedef struct { double scale; int shift; } params;

static double coef[4];
static int lut[16];
static params prm;
#pragma omp threadprivate(coef, lut, prm)

static double out[N];

int main(void)
{
    for (int k = 0; k < 4; k++) coef[k] = 1.0 / (k + 1);
    for (int k = 0; k < 16; k++) lut[k] = (k * 5) % 16;
    prm.scale = 2.5; prm.shift = 3;
    double s = 0;
#pragma omp parallel copyin(coef, lut, prm)
    {
#pragma omp for reduction(+:s)
        for (int i = 0; i < N; i++) {
            double v = coef[i % 4] * lut[(i + prm.shift) % 16] * prm.scale;
            out[i] = v;
            s += v;
        }
    }
    printf("s=%.6f out7=%.6f\n", s, out[7]);
    prm.scale = 1.0;
    double t = 0;
#pragma omp parallel copyin(prm) reduction(+:t)
    {
#pragma omp for
        for (int i = 0; i < N; i++) t += out[i] * prm.scale + lut[i % 16];
    }
    printf("t=%.6f master lut3=%d\n", t, lut[3]);
    return 0;
}
