/* One thread allocates a shared work buffer in `single` and broadcasts the pointer with
   copyprivate; the worksharing loop then writes through it (every thread has the same
   pointer). */
#include <stdio.h>
#include <stdlib.h>
#define N 5000

int main(void)
{
    double total = 0.0;
#pragma omp parallel
    {
        double *buf;
#pragma omp single copyprivate(buf)
        buf = malloc(N * sizeof(double));
#pragma omp for
        for (int i = 0; i < N; i++) buf[i] = (i % 13) * 0.25;
#pragma omp for reduction(+:total)
        for (int i = 0; i < N; i++) total += buf[i] * buf[N - 1 - i];
#pragma omp barrier
#pragma omp single
        free(buf);
    }
    printf("total=%.4f\n", total);
    return 0;
}
