/* A region that splits work by omp_get_thread_num() (team mode) and calls a function
   creating tasks (recursive fib with task/taskwait): a legal, common OpenMP program, refused
   by hbc ("it calls 'fib', which holds an orphaned 'task'; not supported in team mode"),
   although docs/hbc-internals.md lists tasks in team-mode regions as run in place and does not list
   orphaned tasks among the callee constructs team mode refuses.
   Right output (any team size): fibsum=986 parts=120 */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: fibsum=986 parts=120
static long fib(int n)
{
    if (n < 2) return n;
    long x, y;
#pragma omp task shared(x)
    x = fib(n - 1);
    y = fib(n - 2);
#pragma omp taskwait
    return x + y;
}
int main(void)
{
    int parts[16] = {0};
    long fibsum = 0;
#pragma omp parallel reduction(+ : fibsum)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < 16; i += n) {
            parts[i] = i;
            fibsum += fib(i % 15); /* each i once: sum of fib(0..14) + fib(0) */
        }
    }
    int ps = 0;
    for (int i = 0; i < 16; i++) ps += parts[i];
    printf("fibsum=%ld parts=%d\n", fibsum, ps);
    return 0;
}
