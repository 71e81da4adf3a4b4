/* KASTORS jacobi-task-dep style: a 2-D grid in blocks; per sweep, a copy task per block
   (depend(out: unew block) in: u block) and a compute task per block depending on its
   neighbours' blocks through the first element of each block; the whole iteration loop
   inside `parallel` + `single`; a taskwait at the end of each sweep in a variant. */
#include <stdio.h>
#include <stdlib.h>

#define NB 6
#define BS 16
#define N (NB * BS)
#define ITERS 20

static double u[N][N], unew[N][N], f[N][N];

static void copy_block(int bi, int bj)
{
    for (int i = bi * BS; i < (bi + 1) * BS; i++)
        for (int j = bj * BS; j < (bj + 1) * BS; j++) unew[i][j] = u[i][j];
}

static void compute_block(int bi, int bj, double dx, double dy)
{
    double ax = 1.0 / (dx * dx), ay = 1.0 / (dy * dy), b = -2.0 / (dx * dx) - 2.0 / (dy * dy);
    for (int i = bi * BS; i < (bi + 1) * BS; i++)
        for (int j = bj * BS; j < (bj + 1) * BS; j++) {
            if (i == 0 || j == 0 || i == N - 1 || j == N - 1) u[i][j] = f[i][j];
            else u[i][j] = (f[i][j] - (ax * (unew[i - 1][j] + unew[i + 1][j]) + ay * (unew[i][j - 1] + unew[i][j + 1]))) / b;
        }
}

static void sweep_deps(double dx, double dy)
{
#pragma omp parallel
#pragma omp single
    for (int it = 0; it < ITERS; it++) {
        for (int bi = 0; bi < NB; bi++)
            for (int bj = 0; bj < NB; bj++) {
#pragma omp task firstprivate(bi, bj) depend(in: u[bi * BS][bj * BS]) depend(out: unew[bi * BS][bj * BS])
                copy_block(bi, bj);
            }
        for (int bi = 0; bi < NB; bi++)
            for (int bj = 0; bj < NB; bj++) {
                int up = bi > 0 ? bi - 1 : bi, dn = bi < NB - 1 ? bi + 1 : bi;
                int lf = bj > 0 ? bj - 1 : bj, rt = bj < NB - 1 ? bj + 1 : bj;
#pragma omp task firstprivate(bi, bj) shared(dx, dy) \
        depend(in: unew[bi * BS][bj * BS], unew[up * BS][bj * BS], unew[dn * BS][bj * BS]) \
        depend(in: unew[bi * BS][lf * BS], unew[bi * BS][rt * BS]) \
        depend(out: u[bi * BS][bj * BS])
                compute_block(bi, bj, dx, dy);
            }
    }
}

static void sweep_taskwait(double dx, double dy)
{
#pragma omp parallel
    {
#pragma omp single nowait
        {
            for (int it = 0; it < ITERS; it++) {
                for (int bi = 0; bi < NB; bi++)
                    for (int bj = 0; bj < NB; bj++) {
#pragma omp task
                        copy_block(bi, bj);
                    }
#pragma omp taskwait
                for (int bi = 0; bi < NB; bi++)
                    for (int bj = 0; bj < NB; bj++) {
#pragma omp task
                        compute_block(bi, bj, dx, dy);
                    }
#pragma omp taskwait
            }
        }
    }
}

static double checksum(void)
{
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) s += u[i][j] * ((i + j) % 5 + 1);
    return s;
}

int main(void)
{
    double dx = 2.0 / (N - 1), dy = 2.0 / (N - 1);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double x = -1.0 + i * dx, y = -1.0 + j * dy;
            f[i][j] = (i == 0 || j == 0 || i == N - 1 || j == N - 1) ? x * x + y * y : -4.0;
            u[i][j] = 0.0;
        }
    sweep_deps(dx, dy);
    double a = checksum();
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) u[i][j] = 0.0;
    sweep_taskwait(dx, dy);
    double b = checksum();
    printf("deps=%.6f taskwait=%.6f\n", a, b);
    return 0;
}
