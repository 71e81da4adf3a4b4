/* A solver library whose entry point opens a region and whose phases are orphaned
   worksharing (`omp for` with a hand-made partial combined in `atomic`, a `master` and a
   `barrier`), driven by an application that solves several independent problems at
   once: (a) with a combined `parallel for num_threads(2)` over 4 problems, (b) with an
   outer `parallel num_threads(2)` in which every thread solves the same problem and adds
   its result (a replicated check), (c) at top level. Every solve opened inside a region
   is nested: a team of one runs the whole loop. (b) needs two threads: PROBE-OUTPUT. */
#include <stdio.h>
#include <omp.h>
#define N 2000

static double data[4][N];

static void phase(const double *v, double *acc)
{
    double part = 0;
#pragma omp for
    for (int i = 0; i < N; i++) part += v[i] * v[i];
#pragma omp atomic
    *acc += part;
#pragma omp barrier
}

static double solve(int p)
{
    double acc = 0, res = 0;
#pragma omp parallel shared(acc, res)
    {
        phase(data[p], &acc);
#pragma omp master
        res = acc;
    }
    return res;
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: a: 8695000 34780000 78255000 139120000
// PROBE-OUTPUT: b: 17390000
// PROBE-OUTPUT: c: 8695000
int main(void)
{
    for (int p = 0; p < 4; p++)
        for (int i = 0; i < N; i++) data[p][i] = (p + 1) * (i % 100 + 0.0) + (p + 1) * (i / 100);
    double r[4];
#pragma omp parallel for num_threads(2)
    for (int p = 0; p < 4; p++) r[p] = solve(p);
    printf("a: %.0f %.0f %.0f %.0f\n", r[0], r[1], r[2], r[3]);
    double tot = 0;
#pragma omp parallel num_threads(2) reduction(+:tot)
    {
        tot += solve(0);
    }
    printf("b: %.0f\n", tot);
    printf("c: %.0f\n", solve(0));
    return 0;
}
