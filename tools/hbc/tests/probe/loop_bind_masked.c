/* OpenMP 5.0 `loop` with `bind(parallel)` and `bind(thread)` (an inner loop per outer
   iteration), `order(concurrent)` on an `omp for`, plain `masked` (filter: masked_filter_min.c),
   and `loop` with a reduction inside a region. */
#include <stdio.h>
#define N 600
#define M 50

static double a[N][M], rowsum[N];

int main(void)
{
    double tot = 0;
    int who = -1, who2 = -1;
#pragma omp parallel
    {
#pragma omp loop bind(parallel)
        for (int i = 0; i < N; i++) {
#pragma omp loop bind(thread)
            for (int j = 0; j < M; j++) a[i][j] = (i * M + j) % 23 * 0.5;
        }
#pragma omp for order(concurrent)
        for (int i = 0; i < N; i++) {
            double s = 0;
            for (int j = 0; j < M; j++) s += a[i][j];
            rowsum[i] = s;
        }
#pragma omp masked
        who = 0;
#pragma omp loop reduction(+ : tot)
        for (int i = 0; i < N; i++) tot += rowsum[i];
    }
    who2 = 7; /* (was `parallel masked`: s23_parallel_masked_combined.c) */
    printf("tot=%.6f who=%d who2=%d r5=%.6f\n", tot, who, who2, rowsum[5]);
    return 0;
}
