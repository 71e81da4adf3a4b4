/* Nested regions inside a worksharing loop's iterations (a blocked kernel whose block
   routine opens its own region): the outer region (num_threads(2)) shares 6 blocks with
   `omp for schedule(static)`; each block opens a `parallel reduction(+:s)` with an inner
   `omp for`, and records omp_get_level(), omp_get_active_level() and
   omp_get_num_threads() seen inside. One active level: the inner team has 1 thread, at
   level 2, active level 1. Also a second region whose own code asks omp_get_thread_num()
   (team mode) and runs the same blocks by `tid` stride. The sequential build cannot give
   the levels. */
#include <stdio.h>
#include <omp.h>

#define NB 6
#define BS 1000

static double x[NB][BS];
static double bsum[NB];
static int blev[NB], bact[NB], bsize[NB];

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: A: total=3012000.0 lev 2 2 2 2 2 2 act 1 1 1 1 1 1 size 1 1 1 1 1 1
// PROBE-OUTPUT: B: total=3012000.0 lev 2 2 2 2 2 2 act 1 1 1 1 1 1 size 1 1 1 1 1 1
static void report(const char *tag)
{
    double t = 0;
    for (int b = 0; b < NB; b++) t += bsum[b];
    printf("%s: total=%.1f lev", tag, t);
    for (int b = 0; b < NB; b++) printf(" %d", blev[b]);
    printf(" act");
    for (int b = 0; b < NB; b++) printf(" %d", bact[b]);
    printf(" size");
    for (int b = 0; b < NB; b++) printf(" %d", bsize[b]);
    printf("\n");
}

static void block(int b)
{
    double s = 0;
#pragma omp parallel reduction(+:s)
    {
        if (omp_get_thread_num() == 0) {
            blev[b] = omp_get_level();
            bact[b] = omp_get_active_level();
            bsize[b] = omp_get_num_threads();
        }
#pragma omp for
        for (int i = 0; i < BS; i++) s += x[b][i];
    }
    bsum[b] = s;
}

int main(void)
{
    for (int b = 0; b < NB; b++)
        for (int i = 0; i < BS; i++) x[b][i] = b + i;
#pragma omp parallel num_threads(2)
    {
#pragma omp for schedule(static)
        for (int b = 0; b < NB; b++) block(b);
    }
    report("A");
    for (int b = 0; b < NB; b++) bsum[b] = blev[b] = bact[b] = bsize[b] = -1;
#pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num(), nt = omp_get_num_threads();
        for (int b = tid; b < NB; b += nt) {
            double s = 0;
#pragma omp parallel reduction(+:s)
            {
                if (omp_get_thread_num() == 0) {
                    blev[b] = omp_get_level();
                    bact[b] = omp_get_active_level();
                    bsize[b] = omp_get_num_threads();
                }
#pragma omp for
                for (int i = 0; i < BS; i++) s += x[b][i];
            }
            bsum[b] = s;
        }
    }
    report("B");
    return 0;
}
