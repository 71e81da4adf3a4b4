/* A library routine that opens its own region with an orphaned-style split: the region
   calls a helper whose `omp for` accumulates a partial that the helper adds to a global
   total under `atomic` (no barrier, master or single anywhere). The application calls
   the routine from each thread of an outer region (num_threads(2)), which therefore
   runs it twice, nested (teams of one): the global total is twice the routine's sum. A
   top-level call first, for reference. */
#include <stdio.h>
#include <omp.h>
#define N 1000

static double grid[N];
static double total = 0;

static void accumulate_rows(void)
{
    double part = 0;
#pragma omp for
    for (int i = 0; i < N; i++) part += grid[i];
#pragma omp atomic
    total += part;
}

static void lib_sum_grid(void)
{
#pragma omp parallel
    accumulate_rows();
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: top: 499500
// PROBE-OUTPUT: per-thread: 999000
int main(void)
{
    for (int i = 0; i < N; i++) grid[i] = i;
    lib_sum_grid();
    printf("top: %.0f\n", total);
    total = 0;
#pragma omp parallel num_threads(2)
    {
        lib_sum_grid();
    }
    printf("per-thread: %.0f\n", total);
    return 0;
}
