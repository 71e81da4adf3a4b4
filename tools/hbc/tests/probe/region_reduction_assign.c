/* A region reduction whose region code assigns the thread's copy instead of accumulating
   into it (a `single` computes the value): OpenMP combines the original's value with the
   copies, so the original's starting value is kept (100 + dot, 2 * 3). */
#include <stdio.h>
#define N 1000

static double a[N];

static double total_of(const double *x, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i];
    return s;
}

// PROBE-OUTPUT: acc=499600.0 prod=6.0 hits=15
int main(void)
{
    for (int i = 0; i < N; i++) a[i] = i;
    double acc = 100, prod = 2;
    int hits = 10;
#pragma omp parallel reduction(+:acc, hits) reduction(*:prod)
    {
#pragma omp single
        {
            acc = total_of(a, N);
            prod = 3;
            hits = 5;
        }
    }
    printf("acc=%.1f prod=%.1f hits=%d\n", acc, prod, hits);
    return 0;
}
