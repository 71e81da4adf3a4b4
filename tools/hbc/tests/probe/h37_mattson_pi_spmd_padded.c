/* Mattson's "Introduction to OpenMP" pi programs: SPMD with a padded sum array
   (sum[NUM_THREADS][PAD]), the round-robin loop `for (i = id; i < num_steps; i += nthrds)`,
   omp_set_num_threads() before the region, the actual team size copied out by thread 0,
   then the critical-section and the reduction versions. Sums of midpoint values are rounded
   to 10 digits (only the last bits depend on the order). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
#define omp_set_num_threads(n) ((void)(n))
#define omp_get_thread_num() 0
#define omp_get_num_threads() 1
#define omp_get_wtime() 0.0
#endif
#define NUM_THREADS 4
#define PAD 8
static long num_steps = 400000;
double step;

int main(void)
{
    int i, nthreads;
    double pi, sum[NUM_THREADS][PAD];
    double start = omp_get_wtime();
    step = 1.0 / (double)num_steps;
    omp_set_num_threads(NUM_THREADS);
#pragma omp parallel
    {
        int i, id, nthrds;
        double x;
        id = omp_get_thread_num();
        nthrds = omp_get_num_threads();
        if (id == 0) nthreads = nthrds;
        for (i = id, sum[id][0] = 0.0; i < num_steps; i = i + nthrds) {
            x = (i + 0.5) * step;
            sum[id][0] += 4.0 / (1.0 + x * x);
        }
    }
    for (i = 0, pi = 0.0; i < nthreads; i++) pi += sum[i][0] * step;
    printf("pi (spmd, padded)   = %.10f\n", pi);

    double pi2 = 0.0;
#pragma omp parallel
    {
        int id = omp_get_thread_num(), nthrds = omp_get_num_threads();
        double x, s = 0.0;
        for (long k = id; k < num_steps; k += nthrds) {
            x = (k + 0.5) * step;
            s += 4.0 / (1.0 + x * x);
        }
#pragma omp critical
        pi2 += s * step;
    }
    printf("pi (critical)       = %.10f\n", pi2);

    double s3 = 0.0;
#pragma omp parallel for reduction(+:s3) schedule(static)
    for (i = 0; i < num_steps; i++) {
        double x = (i + 0.5) * step;
        s3 += 4.0 / (1.0 + x * x);
    }
    printf("pi (reduction)      = %.10f\n", s3 * step);
    (void)start;
    return 0;
}
