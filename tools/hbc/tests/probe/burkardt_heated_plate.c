/* Burkardt-style heated plate: boundary and mean computed with `parallel shared(...)
   private(i,j)` regions containing `omp for` loops, one with reduction(+:mean); then a
   `while (epsilon <= diff)` loop whose body is two parallel regions: the copy/update sweep,
   and the difference computed with a per-thread my_diff merged in a critical section. A
   second run uses `omp for reduction(max:diff)`. C89 declarations at the top. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define M 50
#define N 50

int solve(double epsilon, int use_max, double *mean_out, double *center)
{
    double diff;
    int i;
    int iterations;
    int j;
    double mean;
    double my_diff;
    double u[M][N];
    double w[M][N];

    mean = 0.0;
#pragma omp parallel shared(w) private(i, j)
    {
#pragma omp for
        for (i = 1; i < M - 1; i++) w[i][0] = 100.0;
#pragma omp for
        for (i = 1; i < M - 1; i++) w[i][N - 1] = 100.0;
#pragma omp for
        for (j = 0; j < N; j++) w[M - 1][j] = 100.0;
#pragma omp for
        for (j = 0; j < N; j++) w[0][j] = 0.0;
#pragma omp for reduction(+ : mean)
        for (i = 1; i < M - 1; i++) mean = mean + w[i][0] + w[i][N - 1];
#pragma omp for reduction(+ : mean)
        for (j = 0; j < N; j++) mean = mean + w[M - 1][j] + w[0][j];
    }
    mean = mean / (double)(2 * M + 2 * N - 4);
#pragma omp parallel shared(mean, w) private(i, j)
    {
#pragma omp for
        for (i = 1; i < M - 1; i++)
            for (j = 1; j < N - 1; j++) w[i][j] = mean;
    }

    iterations = 0;
    diff = epsilon;
    while (epsilon <= diff) {
#pragma omp parallel shared(u, w) private(i, j)
        {
#pragma omp for
            for (i = 0; i < M; i++)
                for (j = 0; j < N; j++) u[i][j] = w[i][j];
#pragma omp for
            for (i = 1; i < M - 1; i++)
                for (j = 1; j < N - 1; j++)
                    w[i][j] = (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]) / 4.0;
        }
        diff = 0.0;
        if (!use_max) {
#pragma omp parallel shared(diff, u, w) private(i, j, my_diff)
            {
                my_diff = 0.0;
#pragma omp for
                for (i = 1; i < M - 1; i++)
                    for (j = 1; j < N - 1; j++)
                        if (my_diff < fabs(w[i][j] - u[i][j])) my_diff = fabs(w[i][j] - u[i][j]);
#pragma omp critical
                {
                    if (diff < my_diff) diff = my_diff;
                }
            }
        } else {
#pragma omp parallel shared(diff, u, w) private(i, j)
            {
#pragma omp for reduction(max : diff)
                for (i = 1; i < M - 1; i++)
                    for (j = 1; j < N - 1; j++)
                        if (diff < fabs(w[i][j] - u[i][j])) diff = fabs(w[i][j] - u[i][j]);
            }
        }
        iterations++;
    }
    *mean_out = mean;
    *center = w[M / 2][N / 2];
    return iterations;
}

int main(void)
{
    double mean, center;
    int it;
    it = solve(0.01, 0, &mean, &center);
    printf("critical: iterations=%d mean=%.6f center=%.6f\n", it, mean, center);
    it = solve(0.01, 1, &mean, &center);
    printf("max: iterations=%d mean=%.6f center=%.6f\n", it, mean, center);
    return 0;
}
