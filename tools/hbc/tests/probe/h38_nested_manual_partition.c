/* SPMD-style manual partitioning by omp_get_thread_num()/omp_get_num_threads() inside a
   routine that opens its own region (the "Mattson pi" pattern in a library), called at
   top level and from each thread of a region of 2 threads and from a parallel for body:
   in a nested region the team has one thread, so that thread takes every share. The
   partials are padded per thread and summed after the region. */
#include <stdio.h>
#include <omp.h>
#define MAXT 64
#define STEPS 100000

static double pi_spmd(void)
{
    double part[MAXT][8];
    int used = 1;
    const double step = 1.0 / STEPS;
#pragma omp parallel
    {
        int id = omp_get_thread_num(), nt = omp_get_num_threads();
        if (id == 0) used = nt;
        double s = 0;
        for (int i = id; i < STEPS; i += nt) {
            double x = (i + 0.5) * step;
            s += 4.0 / (1.0 + x * x);
        }
        part[id][0] = s;
    }
    double pi = 0;
    for (int k = 0; k < used; k++) pi += part[k][0];
    return pi * step;
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: top=3.14159265 nested=6.28318531 rows=12.56637061
int main(void)
{
    double top = pi_spmd();
    double nested = 0, rows = 0;
#pragma omp parallel num_threads(2) reduction(+:nested)
    nested += pi_spmd();
#pragma omp parallel for num_threads(2) reduction(+:rows)
    for (int r = 0; r < 4; r++) rows += pi_spmd();
    printf("top=%.8f nested=%.8f rows=%.8f\n", top, nested, rows);
    return 0;
}
