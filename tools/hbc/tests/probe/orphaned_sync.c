/* Orphaned barrier, single, master and for nowait in functions called from a region
   (a solver split into routines, NPB style). */
#include <stdio.h>
#define N 3000

static double u[N], r[N];
static double norm;

static void residual(void)
{
#pragma omp for nowait
    for (int i = 1; i < N - 1; i++) r[i] = u[i - 1] - 2 * u[i] + u[i + 1];
#pragma omp barrier
}

static void update(double w)
{
#pragma omp for
    for (int i = 1; i < N - 1; i++) u[i] += w * r[i];
#pragma omp single
    norm = 0.0;
#pragma omp for reduction(+:norm)
    for (int i = 0; i < N; i++) norm += r[i] * r[i];
#pragma omp master
    norm = norm / N;
#pragma omp barrier
}

int main(void)
{
    for (int i = 0; i < N; i++) u[i] = (i % 10) * 0.1;
    int it;
#pragma omp parallel private(it)
    for (it = 0; it < 20; it++) {
        residual();
        update(0.2);
    }
    printf("norm=%.6e u5=%.6f\n", norm, u[5]);
    return 0;
}
