/* Tasks created in a team-mode region (region-level thread id) with C89 variables: a loop
   index declared at the top of the function captured by tasks created in a worksharing
   loop (firstprivate by default), a region-private accumulator written by a task through a
   shared clause, taskwait, a taskgroup, and tasks created in a single block. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 64

static long out[N];
static int seen[64];

static long fib(int n)
{
    long a, b;
    if (n < 2) return n;
#pragma omp task shared(a)
    a = fib(n - 1);
#pragma omp task shared(b)
    b = fib(n - 2);
#pragma omp taskwait
    return a + b;
}

int main(void)
{
    int i, j;
    long local, total, f;
    total = 0;
    f = 0;
#pragma omp parallel private(local, j)
    {
        seen[omp_get_thread_num()] = 1;
        local = 0;
#pragma omp for
        for (i = 0; i < N; i++) {
#pragma omp task
            {
                long s = 0;
                for (j = 0; j <= i; j++) s += j;
                out[i] = s;
            }
        }
#pragma omp for
        for (i = 0; i < N; i++) {
#pragma omp task shared(local) firstprivate(i)
            {
#pragma omp atomic
                local += i;
            }
        }
#pragma omp taskwait
#pragma omp atomic
        total += local;
#pragma omp single
        {
#pragma omp taskgroup
            {
#pragma omp task shared(f)
                f = fib(15);
            }
        }
    }
    local = 0;
    for (i = 0; i < N; i++) local += out[i];
    printf("out=%ld total=%ld fib=%ld seen0=%d\n", local, total, f, seen[0]);
    return 0;
}
