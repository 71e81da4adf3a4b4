/* Mattson's "OpenMP Common Core" pi exercise, SPMD solution with false-sharing padding:
   a sum[NUM_THREADS][PAD] array indexed by omp_get_thread_num(); thread 0 records the team
   size actually obtained, each thread steps its loop by nthrds, and the partial sums of the
   nthreads threads that ran are added after the region. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static void omp_set_num_threads(int n) { (void)n; }
static double omp_get_wtime(void) { return 0.0; }
#endif

#define NUM_THREADS 4
#define PAD 8 /* assume 64 byte L1 cache line */

static long num_steps = 1000000;
double step;

int main()
{
    int i, nthreads;
    double pi, sum[NUM_THREADS][PAD];
    double start_time, run_time;

    step = 1.0 / (double)num_steps;
    omp_set_num_threads(NUM_THREADS);
    start_time = omp_get_wtime();
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
    run_time = omp_get_wtime() - start_time;
    printf("pi is %.8f in %s seconds with at most %d threads (%s)\n", pi,
           run_time >= 0.0 ? "some" : "negative", NUM_THREADS, nthreads <= NUM_THREADS ? "ok" : "too many");
    return 0;
}
