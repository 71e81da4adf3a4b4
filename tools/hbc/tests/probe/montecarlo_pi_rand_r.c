/* Monte Carlo estimate of pi with rand_r: the per-thread seed idiom (seed derived from
   omp_get_thread_num() at region level) made deterministic by re-seeding from the
   iteration number in each batch, so the count does not depend on the team; the per-thread
   partial counts are combined with `atomic`, and a second estimate uses a reduction. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define BATCHES 2000
#define PER 100

int main(void)
{
    long hits = 0, hits2 = 0;
    long seeds_used = 0;
#pragma omp parallel
    {
        unsigned seed = 1234u + 17u * (unsigned)omp_get_thread_num();
        long local = 0;
        (void)rand_r(&seed);
#pragma omp for schedule(static)
        for (int b = 0; b < BATCHES; b++) {
            seed = 99991u * (unsigned)b + 7u;
            for (int k = 0; k < PER; k++) {
                double x = rand_r(&seed) / (double)RAND_MAX;
                double y = rand_r(&seed) / (double)RAND_MAX;
                if (x * x + y * y <= 1.0) local++;
            }
        }
#pragma omp atomic
        hits += local;
#pragma omp atomic
        seeds_used += 1;
    }
#pragma omp parallel for reduction(+ : hits2)
    for (int b = 0; b < BATCHES; b++) {
        unsigned s = 31337u * (unsigned)b + 1u;
        for (int k = 0; k < PER; k++) {
            double x = rand_r(&s) / (double)RAND_MAX;
            double y = rand_r(&s) / (double)RAND_MAX;
            hits2 += x * x + y * y <= 1.0;
        }
    }
    double pi = 4.0 * hits / ((double)BATCHES * PER);
    double pi2 = 4.0 * hits2 / ((double)BATCHES * PER);
    printf("hits=%ld pi=%.6f hits2=%ld pi2=%.6f threads_ok=%d\n", hits, pi, hits2, pi2, seeds_used >= 1);
    return 0;
}
