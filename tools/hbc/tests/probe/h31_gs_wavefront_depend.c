/* Blocked Gauss-Seidel sweeps with tasks: block (i,j) depends on its north and west
   neighbours of the same sweep and on itself (inout) from the previous sweep, written with
   depend on a sentinel array's elements, as KASTORS-style codes do. */
#include <stdio.h>

#define NB 8
#define BS 16
#define N (NB * BS + 2)
static double u[N][N];
static char sent[NB][NB];

static void relax_block(int bi, int bj)
{
    for (int i = 1 + bi * BS; i < 1 + (bi + 1) * BS; i++)
        for (int j = 1 + bj * BS; j < 1 + (bj + 1) * BS; j++)
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            u[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0;
#pragma omp parallel
#pragma omp single
    for (int sweep = 0; sweep < 10; sweep++) {
        for (int bi = 0; bi < NB; bi++)
            for (int bj = 0; bj < NB; bj++) {
                if (bi > 0 && bj > 0) {
#pragma omp task depend(in : sent[bi - 1][bj], sent[bi][bj - 1]) depend(inout : sent[bi][bj])
                    relax_block(bi, bj);
                } else if (bi > 0) {
#pragma omp task depend(in : sent[bi - 1][bj]) depend(inout : sent[bi][bj])
                    relax_block(bi, bj);
                } else if (bj > 0) {
#pragma omp task depend(in : sent[bi][bj - 1]) depend(inout : sent[bi][bj])
                    relax_block(bi, bj);
                } else {
#pragma omp task depend(inout : sent[bi][bj])
                    relax_block(bi, bj);
                }
            }
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) s += u[i][j] * (1 + (i * 7 + j) % 5);
    printf("checksum=%.10f\n", s);
    return 0;
}
