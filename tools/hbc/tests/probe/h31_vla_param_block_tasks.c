/* C99 blocked matrix multiply with variably modified parameters (double (*a)[n]) and one
   task per output block, created by a function called from single; tasks add into shared
   blocks, so the k loop is inside the task. */
#include <stdio.h>

static void block_mul(int n, int bs, double (*a)[n], double (*b)[n], double (*c)[n], int bi, int bj)
{
    for (int k = 0; k < n; k++)
        for (int i = bi; i < bi + bs; i++)
            for (int j = bj; j < bj + bs; j++)
                c[i][j] += a[i][k] * b[k][j];
}

static void matmul(int n, int bs, double (*a)[n], double (*b)[n], double (*c)[n])
{
    for (int bi = 0; bi < n; bi += bs)
        for (int bj = 0; bj < n; bj += bs) {
#pragma omp task
            block_mul(n, bs, a, b, c, bi, bj);
        }
#pragma omp taskwait
}

int main(void)
{
    enum { N = 96 };
    static double a[N][N], b[N][N], c[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (i + 2 * j) % 7 - 3;
            b[i][j] = (3 * i + j) % 5 - 2;
        }
#pragma omp parallel
#pragma omp single
    matmul(N, 16, a, b, c);
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) s += c[i][j] * ((i + j) % 3 + 1);
    printf("sum=%.1f\n", s);
    return 0;
}
