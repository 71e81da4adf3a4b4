/* Minimal: a team-mode region (omp_get_thread_num() at region level) whose threads each
   open a nested region calling a function with an orphaned `omp for`. OpenMP binds the
   loop to the nested team of one, so each outer thread sums the whole range (libgomp:
   4950 4950). hbc refuses the program: team_analysis.cpp's calleeProblem treats any
   orphaned construct reached inside a nested `parallel` as binding to the member's team. */
#include <stdio.h>
#include <omp.h>

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: 4950 4950
static long work(void)
{
    long s = 0;
#pragma omp for
    for (int i = 0; i < 100; i++) s += i;
    return s;
}

int main(void)
{
    long r[2];
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num();
#pragma omp parallel
        r[t] = work();
    }
    printf("%ld %ld\n", r[0], r[1]);
    return 0;
}
