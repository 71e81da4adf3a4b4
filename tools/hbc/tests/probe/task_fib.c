/* Recursive tasks with a cutoff (BOTS fib style), shared results and taskwait, in C. */
#include <stdio.h>

static long fib_seq(int n) { return n < 2 ? n : fib_seq(n - 1) + fib_seq(n - 2); }

static long fib(int n)
{
    long x, y;
    if (n < 15) return fib_seq(n);
#pragma omp task shared(x) firstprivate(n)
    x = fib(n - 1);
#pragma omp task shared(y) firstprivate(n)
    y = fib(n - 2);
#pragma omp taskwait
    return x + y;
}

int main(void)
{
    long r = 0;
#pragma omp parallel
    {
#pragma omp single
        r = fib(27);
    }
    printf("fib=%ld\n", r);
    return 0;
}
