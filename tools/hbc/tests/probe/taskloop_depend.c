/* taskloop with grainsize and a shared accumulator (atomic), and a depend chain of tasks
   over blocks (a pipeline: each block depends on the previous one). */
#include <stdio.h>
#define N 10000
#define NB 10

static double a[N];
static double blocksum[NB];

int main(void)
{
    long acc = 0;
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskloop grainsize(500)
        for (int i = 0; i < N; i++) {
            a[i] = (i % 100) * 0.01;
#pragma omp atomic
            acc += i % 7;
        }
        for (int b = 0; b < NB; b++) {
#pragma omp task depend(in: blocksum[b > 0 ? b - 1 : 0]) depend(out: blocksum[b]) firstprivate(b)
            {
                double s = b > 0 ? blocksum[b - 1] : 0.0;
                for (int i = b * (N / NB); i < (b + 1) * (N / NB); i++) s += a[i];
                blocksum[b] = s;
            }
        }
#pragma omp taskwait
    }
    printf("acc=%ld prefix=%.6f\n", acc, blocksum[NB - 1]);
    return 0;
}
