/* Nested `parallel sections` (the OpenMP Examples' nested-parallelism idiom: an outer
   region whose threads each run a small `parallel sections` pipeline): each nested
   sections construct is a team of one, which runs all its sections. docs/hbc-internals.md says
   nested combined `parallel sections` stays refused in team mode. */
#include <stdio.h>
#include <omp.h>

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-ACCEPT: rejected (nested combined parallel sections in a team-mode region: docs/hbc-internals.md, Team mode, Nested regions)
// PROBE-OUTPUT: t0: a=1 b=2 c=3
// PROBE-OUTPUT: t1: a=11 b=12 c=13
int main(void)
{
    int a[2], b[2], c[2];
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num();
#pragma omp parallel sections
        {
#pragma omp section
            a[t] = 10 * t + 1;
#pragma omp section
            b[t] = 10 * t + 2;
#pragma omp section
            c[t] = 10 * t + 3;
        }
    }
    for (int t = 0; t < 2; t++) printf("t%d: a=%d b=%d c=%d\n", t, a[t], b[t], c[t]);
    return 0;
}
