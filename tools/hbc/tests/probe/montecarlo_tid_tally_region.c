/* A Monte Carlo transport kernel with hand-made per-thread tallies: a 2-D tally array
   [omp_get_max_threads()][NBIN] allocated before a `parallel` region; in the region each
   thread takes its row with omp_get_thread_num(), zeroes it, runs an `omp for
   schedule(dynamic,8)` over particle histories (each history seeds its own rand_r state from
   its index, so the physics is thread-count independent), then after the loop's barrier an
   `omp for` over bins sums the rows into the global tally. Collision and leakage counters are
   `reduction(+:...)` on the region. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_max_threads(void) { return 1; }
#endif

#define NHIST 20000
#define NBIN 40
#define SLAB 10.0

static double urand(unsigned *s) { return (rand_r(s) + 0.5) / ((double)RAND_MAX + 1.0); }

int main(void)
{
    int maxt = omp_get_max_threads();
    long *rows = calloc((size_t)maxt * NBIN, sizeof(long));
    long tally[NBIN];
    long collisions = 0, leaked_left = 0, leaked_right = 0, absorbed = 0;
#pragma omp parallel reduction(+ : collisions, leaked_left, leaked_right, absorbed)
    {
        long *my = rows + (size_t)omp_get_thread_num() * NBIN;
        for (int b = 0; b < NBIN; b++) my[b] = 0;
#pragma omp for schedule(dynamic, 8)
        for (int h = 0; h < NHIST; h++) {
            unsigned seed = 12345u + 977u * (unsigned)h;
            double x = 0.0, mu = 1.0;
            for (;;) {
                double dist = -log(urand(&seed)) / 0.8;
                x += mu * dist;
                if (x < 0) { leaked_left++; break; }
                if (x >= SLAB) { leaked_right++; break; }
                collisions++;
                my[(int)(x / SLAB * NBIN)]++;
                if (urand(&seed) < 0.3) { absorbed++; break; }
                mu = 2.0 * urand(&seed) - 1.0;
            }
        }
#pragma omp for
        for (int b = 0; b < NBIN; b++) {
            long s = 0;
            for (int t = 0; t < maxt; t++) s += rows[(size_t)t * NBIN + b];
            tally[b] = s;
        }
    }
    printf("collisions=%ld left=%ld right=%ld absorbed=%ld\n", collisions, leaked_left, leaked_right, absorbed);
    long tsum = 0;
    for (int b = 0; b < NBIN; b++) tsum += tally[b];
    printf("tally sum=%ld first=%ld mid=%ld last=%ld\n", tsum, tally[0], tally[NBIN / 2], tally[NBIN - 1]);
    free(rows);
    return 0;
}
