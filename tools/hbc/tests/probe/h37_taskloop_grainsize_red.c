/* taskloop as in OpenMP 5.0 examples: a `taskloop grainsize(64) reduction(+:sum)` and a
   `taskloop num_tasks(8) shared(y) firstprivate(alpha)` run from `single`, then a nested
   `taskloop collapse(2) nogroup` followed by an explicit `taskwait`. */
#include <stdio.h>

#define N 10000
#define M 40
static double x[N], y[N], grid[M][M];

int main(void)
{
    double sum = 0.0, alpha = 0.25;
    for (int i = 0; i < N; i++) { x[i] = (i % 17) * 0.5; y[i] = (i % 5); }
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskloop grainsize(64) reduction(+:sum)
        for (int i = 0; i < N; i++) sum += x[i] * x[i];
#pragma omp taskloop num_tasks(8) shared(y) firstprivate(alpha)
        for (int i = 0; i < N; i++) y[i] += alpha * x[i];
#pragma omp taskloop collapse(2) nogroup
        for (int i = 0; i < M; i++)
            for (int j = 0; j < M; j++) grid[i][j] = i * 0.5 + j * 0.25;
#pragma omp taskwait
    }
    double ys = 0.0, gs = 0.0;
    for (int i = 0; i < N; i++) ys += y[i];
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) gs += grid[i][j];
    printf("sum %.2f ys %.2f gs %.2f\n", sum, ys, gs);
    return 0;
}
