/* Per-thread partial sums sized by omp_get_num_threads() read in a `single` (the array is
   allocated there, shared through a pointer declared before the region) and indexed by
   omp_get_thread_num() inside the `omp for` body only; a second `single` combines them
   after the loop's barrier. Then `masked filter(1)` in a region that already needs a team
   (thread ids at region level): with one thread nothing runs it. The
   sequential build runs the masked block, hence the PROBE-OUTPUT line. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 200000
// PROBE-OUTPUT: total=99900.000000 masked_ok=1

int main(void)
{
    double *part = NULL, total = 0;
    int np = 0;
#pragma omp parallel
    {
#pragma omp single
        {
            np = omp_get_num_threads();
            part = calloc(np, sizeof(double));
        }
#pragma omp for schedule(dynamic, 1000)
        for (int i = 0; i < N; i++) part[omp_get_thread_num()] += (i % 1000) * 0.001;
#pragma omp single
        {
            for (int t = 0; t < np; t++) total += part[t];
            free(part);
        }
    }
    int flagged = 0, ids = 0, nt1 = 0;
#pragma omp parallel
    {
        int me = omp_get_thread_num();
#pragma omp atomic
        ids += me;
        if (me == 0) nt1 = omp_get_num_threads();
#pragma omp masked filter(1)
        flagged = 1;
    }
    printf("total=%.6f masked_ok=%d\n", total, flagged == (nt1 > 1));
    return 0;
}
