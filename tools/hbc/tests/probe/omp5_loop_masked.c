/* OpenMP 5.x forms in newer codes: `parallel loop`, `masked`, `for` with order(concurrent). */
#include <stdio.h>
#define N 5000

static double a[N], b[N];

int main(void)
{
    double s = 0;
#pragma omp parallel loop
    for (int i = 0; i < N; i++) a[i] = (i % 21) * 0.5;
#pragma omp parallel
    {
#pragma omp for order(concurrent)
        for (int i = 0; i < N; i++) b[i] = a[i] * 2;
#pragma omp masked
        s = -1;
    }
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < N; i++) s += b[i];
    printf("s=%.2f\n", s);
    return 0;
}
