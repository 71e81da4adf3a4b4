/* Per-thread partials indexed by omp_get_thread_num() read at the start of an outer
   iteration, with an inner parallel loop between the read and the update (the thread id
   must still name the thread that runs the update). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_max_threads(void) { return 1; }
#endif
#define NO 64
#define NI 20000

static double partial[256];

int main(void)
{
    int nt = omp_get_max_threads();
    if (nt > 256) nt = 256;
#pragma omp parallel for
    for (int o = 0; o < NO; o++) {
        int tid = omp_get_thread_num();
        long inner = 0;
#pragma omp parallel for reduction(+:inner)
        for (int i = 0; i < NI; i++) inner += (i ^ o) % 5;
        partial[tid] += (double)inner;
    }
    double s = 0;
    for (int t = 0; t < 256; t++) s += partial[t];
    printf("s=%.1f\n", s);
    return 0;
}
