/* A value read once by `single` and broadcast with copyprivate, then used by a loop. */
#include <stdio.h>
#define N 1000

static double v[N];

static double read_scale(int k) { return 1.5 + k * 0.25; }

int main(void)
{
    double out = 0.0;
    int k;
    for (k = 0; k < N; k++) v[k] = k % 10;
    for (k = 0; k < 3; k++) {
#pragma omp parallel
        {
            double scale;
            int off;
#pragma omp single copyprivate(scale, off)
            {
                scale = read_scale(k);
                off = k * 3;
            }
#pragma omp for reduction(+:out)
            for (int i = 0; i < N; i++)
                out += v[i] * scale + off;
        }
    }
    printf("out=%.4f\n", out);
    return 0;
}
