/* Timing as benchmark drivers do: omp_get_wtick() is positive and below a second,
   omp_get_wtime() never goes backwards on one thread, each thread times its own share of
   a parallel for (per-thread elapsed times in an array sized by omp_get_max_threads()),
   and the region's total is at least each thread's. Only relations are printed. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
// PROBE-OUTPUT: tick_ok=1 back=0 per_thread_ok=1 total_ok=1
// PROBE-OUTPUT: harmonic=15.085874

#define N 2000000

int main(void)
{
    double tick = omp_get_wtick();
    int nt = omp_get_max_threads();
    double *tt = calloc(nt, sizeof(double));
    int back = 0;
    double sum = 0;
    double t0 = omp_get_wtime();
#pragma omp parallel
    {
        int id = omp_get_thread_num();
        double s0 = omp_get_wtime(), prev = s0;
#pragma omp for reduction(+:sum) nowait
        for (int i = 0; i < N; i++) {
            sum += 1.0 / ((double)i + 1.0);
            if ((i & 4095) == 0) {
                double now = omp_get_wtime();
                if (now < prev) {
#pragma omp atomic
                    back++;
                }
                prev = now;
            }
        }
        tt[id] += omp_get_wtime() - s0;
    }
    double total = omp_get_wtime() - t0;
    int ok = 1;
    for (int k = 0; k < nt; k++) ok &= tt[k] >= 0 && tt[k] <= total + tick;
    printf("tick_ok=%d back=%d per_thread_ok=%d total_ok=%d\n", tick > 0 && tick < 1.0, back,
           ok, total >= 0);
    printf("harmonic=%.6f\n", sum);
    free(tt);
    return 0;
}
