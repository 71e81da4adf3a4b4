/* linear clauses: a packed output index stepped by 2 on a parallel for, a pointer linear
   on a simd loop. */
#include <stdio.h>
#define N 1000

static int out[2 * N];
static double src[N], dst[N];

int main(void)
{
    int j = 0;
#pragma omp parallel for linear(j:2)
    for (int i = 0; i < N; i++) {
        out[j] = i;
        out[j + 1] = -i;
        j += 2;
    }
    for (int i = 0; i < N; i++) src[i] = i * 0.5;
    double *p = dst;
#pragma omp simd linear(p:1)
    for (int i = 0; i < N; i++) {
        *p = src[i] * 2;
        p++;
    }
    long s = 0;
    for (int i = 0; i < 2 * N; i++) s += (long)out[i] * (i % 3);
    printf("j=%d s=%ld p=%ld d=%.1f\n", j, s, (long)(p - dst), dst[N - 1]);
    return 0;
}
