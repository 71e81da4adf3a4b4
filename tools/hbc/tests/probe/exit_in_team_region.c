/* exit() called inside a region by one thread (in a `single`, after a worksharing loop)
   while the others wait at the single's barrier: the atexit handler runs once and prints
   the result computed so far; the code after exit() never runs. The region uses
   omp_get_thread_num() (team mode). */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 5000

static long sum, handler_runs;
static int parts[64];

static void report(void)
{
    handler_runs++;
    int ps = 0;
    for (int i = 0; i < 64; i++) ps += parts[i];
    printf("at-exit sum=%ld parts=%d runs=%ld\n", sum, ps, handler_runs);
    fflush(stdout);
}

int main(void)
{
    atexit(report);
#pragma omp parallel
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < 64; i += n) parts[i] = i;
#pragma omp for reduction(+ : sum)
        for (int i = 0; i < N; i++) sum += i % 9;
#pragma omp single
        {
            printf("exiting\n");
            fflush(stdout);
            exit(0);
        }
        printf("never\n");
    }
    printf("after region\n");
    return 1;
}
