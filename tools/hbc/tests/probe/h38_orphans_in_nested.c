/* Orphaned constructs reached from a nested region: a solver routine holds an orphaned
   `omp for` with a hand-made reduction (local partial, atomic combine), an orphaned `single` and `barrier`, and is called from a
   region that each thread of an outer team (num_threads(2)) opens. The orphaned
   constructs bind to the innermost team (the nested team of one), so each outer thread
   runs the whole loop, its single once, and meets the barrier alone; the accumulator is
   the outer thread's own local, shared by its inner team. Also called directly
   from the outer region (binding to the outer team, sharing the loop) for contrast. */
#include <stdio.h>
#include <omp.h>
#define N 1000

static double v[N];
static int singles = 0;

static double solver_step(double *total)
{
    double local = 0;
#pragma omp single
    {
        *total = 0;
#pragma omp atomic
        singles++;
    }
#pragma omp for
    for (int i = 0; i < N; i++) local += v[i];
#pragma omp atomic
    *total += local;
#pragma omp barrier
    return *total;
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: nested: r0=499500.0 r1=499500.0 singles=2 sizes=2
// PROBE-OUTPUT: shared: r0=499500.0 r1=499500.0 singles=1
int main(void)
{
    double r[2];
    int sizes = 0;
    for (int i = 0; i < N; i++) v[i] = i;
#pragma omp parallel num_threads(2) reduction(+:sizes)
    {
        int t = omp_get_thread_num();
        double acc;
#pragma omp parallel shared(acc)
        {
            double x = solver_step(&acc);
            if (omp_get_thread_num() == 0) r[t] = x;
            sizes += omp_get_num_threads();
        }
    }
    printf("nested: r0=%.1f r1=%.1f singles=%d sizes=%d\n", r[0], r[1], singles, sizes);
    singles = 0;
    double acc2;
#pragma omp parallel num_threads(2)
    {
        double x = solver_step(&acc2);
        r[omp_get_thread_num()] = x;
    }
    printf("shared: r0=%.1f r1=%.1f singles=%d\n", r[0], r[1], singles);
    return 0;
}
