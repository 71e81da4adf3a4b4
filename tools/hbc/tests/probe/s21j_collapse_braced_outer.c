/* collapse(2) whose outer loop's body is a compound statement holding only the inner
   loop (`for (i..) { for (j..) ... }`, a perfectly nested form that OpenMP and gcc
   accept; HeCBench all-pairs-distance's CPU reference). On a combined `parallel for`
   and on `for` inside a `parallel` region. */
#include <stdio.h>
#define N 6
#define M 5

static int a[N][M], b[N][M];

int main(void)
{
    int s = 0, t = 0;
#pragma omp parallel for collapse(2)
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < M; j++)
            a[i][j] = i * 10 + j;
    }
#pragma omp parallel
    {
#pragma omp for collapse(2) reduction(+ : t)
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < M; j++) {
                b[i][j] = a[i][j] * 2;
                t += b[i][j];
            }
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) s += a[i][j] + b[i][j];
    printf("s=%d t=%d\n", s, t);
    return 0;
}
