/* `taskloop simd`, `taskloop grainsize(g)`, `taskloop num_tasks(k)` and a taskloop with
   `nogroup` followed by a `taskwait`, from one `single` in a region (the usual way a code
   converted to tasks looks), plus a `parallel master taskloop simd reduction`. */
#include <stdio.h>
#define N 10000

static double a[N], b[N], c[N];

int main(void)
{
    double s = 0, t = 0;
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskloop simd grainsize(256)
        for (int i = 0; i < N; i++) a[i] = i * 0.5;
#pragma omp taskloop num_tasks(7)
        for (int i = 0; i < N; i++) b[i] = a[i] + (i % 3);
#pragma omp taskloop grainsize(100) nogroup
        for (int i = 0; i < N; i++) c[i] = a[i] * b[i] * 1e-3;
#pragma omp taskwait
    }
#pragma omp parallel master taskloop simd reduction(+ : s) grainsize(500)
    for (int i = 0; i < N; i++) s += c[i];
#pragma omp parallel
#pragma omp single
#pragma omp taskloop reduction(max : t) num_tasks(3)
    for (int i = 0; i < N; i++)
        if (b[i] - a[i] > t) t = b[i] - a[i];
    printf("s=%.6f t=%.6f\n", s, t);
    return 0;
}
