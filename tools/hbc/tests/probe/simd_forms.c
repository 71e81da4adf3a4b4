/* simd, parallel for simd with reduction, aligned/safelen, declare simd function. */
#include <stdio.h>
#define N 4096

#pragma omp declare simd
static float axpb(float a, float x, float b) { return a * x + b; }

static float x[N], y[N];

int main(void)
{
    float dot = 0.0f;
    for (int i = 0; i < N; i++) { x[i] = (i % 8) * 0.125f; y[i] = 0.0f; }
#pragma omp simd safelen(8)
    for (int i = 0; i < N; i++) y[i] = axpb(2.0f, x[i], 1.0f);
#pragma omp parallel for simd reduction(+:dot) aligned(x, y : 16)
    for (int i = 0; i < N; i++) dot += x[i] * y[i];
    long isum = 0;
#pragma omp parallel for simd simdlen(4) reduction(+:isum)
    for (int i = 0; i < N; i++) isum += (long)(y[i] * 8);
    printf("dot=%.3f isum=%ld\n", dot, isum);
    return 0;
}
