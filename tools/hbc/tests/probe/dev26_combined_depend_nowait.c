/* Asynchronous combined kernels as HeCBench-style codes write them:
   `target teams distribute parallel for nowait depend(out: ...)` then a dependent one and
   a `taskwait`. hbc documents `depend` on a combined construct as refused. */
#include <stdio.h>
// PROBE-ACCEPT: rejected

#define N 1000

int main(void)
{
    static double a[N], b[N];
    double s = 0;
#pragma omp target teams distribute parallel for nowait depend(out: a) map(from: a[0:N])
    for (int i = 0; i < N; i++) a[i] = i * 0.5;
#pragma omp target teams distribute parallel for nowait depend(in: a) depend(out: b) map(to: a[0:N]) map(from: b[0:N])
    for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma omp taskwait
    for (int i = 0; i < N; i++) s += b[i];
    printf("s=%.1f\n", s);
    return 0;
}
