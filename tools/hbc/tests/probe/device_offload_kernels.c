/* Offload-style C kernels as GPU-minded programs write them, run on the host: `target data`
   around a time loop, `target teams distribute parallel for` with collapse and reductions,
   `target update`, `enter/exit data`, a `declare target` function, `target parallel for`,
   `target simd`, a plain `target` block whose scalars are mapped, `teams distribute simd`. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define N 96
#define M 80

#pragma omp declare target
static double relax(double c, double n, double s, double e, double w) { return 0.5 * c + 0.125 * (n + s + e + w); }
#pragma omp end declare target

int main(void)
{
    double *a = malloc(sizeof(double) * N * M), *b = malloc(sizeof(double) * N * M);
    double *v = malloc(sizeof(double) * N);
    for (int i = 0; i < N * M; i++) a[i] = b[i] = (i % 13) * 0.25;
    for (int i = 0; i < N; i++) v[i] = i;
    double norm = 0.0;
    int steps = 0;
#pragma omp target data map(tofrom: a[0:N*M]) map(alloc: b[0:N*M])
    {
        for (int t = 0; t < 20; t++) {
#pragma omp target teams distribute parallel for collapse(2) \
            map(to: a[0:N*M]) thread_limit(64) num_teams(8)
            for (int i = 1; i < N - 1; i++)
                for (int j = 1; j < M - 1; j++)
                    b[i * M + j] = relax(a[i * M + j], a[(i - 1) * M + j], a[(i + 1) * M + j], a[i * M + j + 1],
                                         a[i * M + j - 1]);
#pragma omp target teams distribute parallel for
            for (int i = 1; i < N - 1; i++)
                for (int j = 1; j < M - 1; j++) a[i * M + j] = b[i * M + j];
            steps++;
        }
#pragma omp target update from(a[0:N*M])
#pragma omp target teams distribute parallel for reduction(+:norm) map(tofrom: norm)
        for (int i = 0; i < N * M; i++) norm += a[i] * a[i];
    }
    printf("steps=%d norm=%.6f a[5*M+7]=%.6f\n", steps, norm, a[5 * M + 7]);

#pragma omp target enter data map(to: v[0:N])
    long imax = 0;
    double vmax = -1.0;
#pragma omp target parallel for reduction(max: vmax) if(target: N > 10)
    for (int i = 0; i < N; i++) {
        double x = v[i] * (N - v[i]);
        if (x > vmax) vmax = x;
    }
#pragma omp target teams distribute simd reduction(+:imax)
    for (int i = 0; i < N; i++) imax += (long)v[i] % 7;
#pragma omp target exit data map(delete: v[0:N])
    printf("vmax=%.1f imax=%ld\n", vmax, imax);

    int count = 0;
    double first = 0;
#pragma omp target map(tofrom: count, first) map(to: a[0:N*M])
    {
        for (int i = 0; i < N * M; i++)
            if (a[i] > 1.0) count++;
        first = a[M + 1];
    }
    double dot = 0;
#pragma omp target simd reduction(+:dot) map(tofrom: dot)
    for (int i = 0; i < N; i++) dot += v[i] * 0.5;
#ifdef _OPENMP
    printf("count=%d first=%.6f dot=%.1f devices=%d initial=%d\n", count, first, dot, omp_get_num_devices(),
           omp_is_initial_device());
#else
    printf("count=%d first=%.6f dot=%.1f devices=%d initial=%d\n", count, first, dot, 0, 1);
#endif
    free(a); free(b); free(v);
    return 0;
}
