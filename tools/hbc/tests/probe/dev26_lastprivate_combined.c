/* lastprivate on combined device constructs (the item is mapped tofrom, OpenMP 5.0):
   `target parallel for`, `target teams distribute parallel for`, `target teams distribute`,
   `target teams distribute simd`, `target parallel for simd`, with C89 loop counters
   declared at the top as lastprivate and a conditional-free last value. */
#include <stdio.h>

#define N 1000

int main(void)
{
    int i, j, lastsq = -1, lastmod = -1, lastv = -1;
    double x[N], lastx = -1.0, t = -1.0;
    for (i = 0; i < N; i++) x[i] = i * 0.25;
#pragma omp target parallel for lastprivate(lastsq) map(tofrom: x[0:N])
    for (i = 0; i < N; i++) lastsq = i * i;
#pragma omp target teams distribute parallel for lastprivate(i, lastx)
    for (i = 0; i < N - 3; i++) lastx = x[i] + 1.0;
    int after1 = i;
#pragma omp target teams distribute lastprivate(lastmod)
    for (j = 0; j < N; j += 7) lastmod = j % 10;
#pragma omp target teams distribute simd lastprivate(t, j)
    for (j = 0; j < N; j++) t = x[j] * 2.0;
    int after2 = j;
#pragma omp target parallel for simd lastprivate(lastv)
    for (int k = 5; k < N; k += 5) lastv = k / 5;
    printf("lastsq=%d i=%d lastx=%.2f lastmod=%d t=%.2f j=%d lastv=%d\n", lastsq, after1, lastx, lastmod, t, after2,
           lastv);
    return 0;
}
