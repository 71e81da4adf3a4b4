/* num_threads and if on nested regions whose expressions have side effects (a counter
   of how many regions asked for threads, as tracing wrappers do): OpenMP evaluates them
   once per encountering thread, even though a nested region's team has one thread
   whatever they say. Outer region: num_threads(2), so each nested clause is evaluated
   twice. Also a nested combined `parallel for num_threads(f()) if(g())`. */
#include <stdio.h>
#include <omp.h>

static int asked_nt = 0, asked_if = 0;

static int want_threads(int n)
{
#pragma omp atomic
    asked_nt++;
    return n;
}

static int want_parallel(int c)
{
#pragma omp atomic
    asked_if++;
    return c;
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: sum=19800 sizes=4 asked_nt=4 asked_if=4
int main(void)
{
    long sum = 0;
    int sizes = 0;
#pragma omp parallel num_threads(2) reduction(+:sum, sizes)
    {
#pragma omp parallel num_threads(want_threads(4)) if(want_parallel(1)) reduction(+:sum, sizes)
        {
#pragma omp for
            for (int i = 0; i < 100; i++) sum += i;
            sizes += omp_get_num_threads();
        }
#pragma omp parallel for num_threads(want_threads(3)) if(want_parallel(0)) reduction(+:sum, sizes)
        for (int i = 0; i < 100; i++) {
            sum += i;
            if (i == 0) sizes += omp_get_num_threads();
        }
    }
    printf("sum=%ld sizes=%d asked_nt=%d asked_if=%d\n", sum, sizes, asked_nt, asked_if);
    return 0;
}
