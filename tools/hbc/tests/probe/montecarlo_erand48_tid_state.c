/* Monte Carlo as scientists write it: a generator state per thread in arrays sized by
   omp_get_max_threads() before the loop (`unsigned short xs[tid][3]` for erand48 and an
   `unsigned seeds[tid]` for rand_r), picked in the loop body by omp_get_thread_num() and
   reseeded from the experiment number at the start of each iteration, so every experiment's
   result is independent of the thread count. Results stored by index; statistics after. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_max_threads(void) { return 1; }
#endif

#define EXPER 300
#define SAMPLES 4000

int main(void)
{
    int nt = omp_get_max_threads();
    unsigned short (*xs)[3] = malloc(sizeof(*xs) * nt);
    unsigned *seeds = malloc(sizeof(unsigned) * nt);
    double pi_est[EXPER], integral[EXPER];
    int walk_end[EXPER];
    long total_hits = 0;
#pragma omp parallel for schedule(dynamic, 3) reduction(+ : total_hits)
    for (int e = 0; e < EXPER; e++) {
        int tid = omp_get_thread_num();
        xs[tid][0] = (unsigned short)(e * 7 + 1);
        xs[tid][1] = (unsigned short)(e * 131 + 5);
        xs[tid][2] = 0x330e;
        seeds[tid] = 1000u + (unsigned)e * 2654435761u;
        long hits = 0;
        double acc = 0.0;
        for (int s = 0; s < SAMPLES; s++) {
            double x = erand48(xs[tid]), y = erand48(xs[tid]);
            if (x * x + y * y <= 1.0) hits++;
            acc += exp(-x * x);
        }
        int pos = 0;
        for (int s = 0; s < 500; s++) pos += (rand_r(&seeds[tid]) & 1) ? 1 : -1;
        pi_est[e] = 4.0 * hits / SAMPLES;
        integral[e] = acc / SAMPLES;
        walk_end[e] = pos;
        total_hits += hits;
    }
    double mean = 0, var = 0, imean = 0;
    long wsum = 0, wsq = 0;
    for (int e = 0; e < EXPER; e++) { mean += pi_est[e]; imean += integral[e]; wsum += walk_end[e]; wsq += (long)walk_end[e] * walk_end[e]; }
    mean /= EXPER;
    imean /= EXPER;
    for (int e = 0; e < EXPER; e++) var += (pi_est[e] - mean) * (pi_est[e] - mean);
    printf("pi mean=%.6f sd=%.6f hits=%ld\n", mean, sqrt(var / (EXPER - 1)), total_hits);
    printf("int exp(-x^2) = %.6f\n", imean);
    printf("walks sum=%ld sumsq=%ld first=%d %d %d\n", wsum, wsq, walk_end[0], walk_end[1], walk_end[EXPER - 1]);
    free(xs);
    free(seeds);
    return 0;
}
