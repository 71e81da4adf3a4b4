/* Minimal: each thread of an outer region (num_threads(2)) calls a function whose own
   region calls a helper with an orphaned `omp for` (no barrier/master/single). libgomp:
   each outer thread's nested team of one sums all of 0..99 (9900). hbc cannot take the
   outer region in team mode (calleeProblem refuses any orphaned construct reached inside a
   nested parallel), warns, and runs the outer region's code once (4950). */
#include <stdio.h>

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: 9900
static long total = 0;

static void part(void)
{
    long s = 0;
#pragma omp for
    for (int i = 0; i < 100; i++) s += i;
#pragma omp atomic
    total += s;
}

static void lib(void)
{
#pragma omp parallel
    part();
}

int main(void)
{
#pragma omp parallel num_threads(2)
    lib();
    printf("%ld\n", total);
    return 0;
}
