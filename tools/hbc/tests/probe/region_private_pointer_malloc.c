/* Each thread allocates its own scratch buffer in the region and uses it in the loop
   (a common idiom; must be correct or rejected). */
#include <stdio.h>
#include <stdlib.h>
#define N 300
#define W 64

static double out[N];

int main(void)
{
#pragma omp parallel
    {
        double *buf = malloc(W * sizeof(double));
#pragma omp for
        for (int i = 0; i < N; i++) {
            for (int k = 0; k < W; k++) buf[k] = (i + k) % 10;
            double s = 0;
            for (int k = W - 1; k >= 0; k--) s += buf[k] * (k + 1);
            out[i] = s;
        }
        free(buf);
    }
    double t = 0;
    for (int i = 0; i < N; i++) t += out[i];
    printf("t=%.1f\n", t);
    return 0;
}
