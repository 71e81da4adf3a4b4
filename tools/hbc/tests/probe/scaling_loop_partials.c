/* A strong-scaling harness: for each thread count nt in a list, omp_set_num_threads(nt),
   allocate nt per-thread partials, run the kernel as a `parallel for` whose body adds into
   partial[omp_get_thread_num()], time it with omp_get_wtime (to stderr), and combine the
   nt partials. OpenMP guarantees thread numbers below nt; ids out of range are counted
   instead of written. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static void omp_set_num_threads(int n) { (void)n; }
static double omp_get_wtime(void) { return 0; }
#endif
#define N 300000

int main(void)
{
    const int counts[] = {4, 2, 1, 3, 1};
    double *x = malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) x[i] = (i % 101) * 0.01;
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int nt = counts[c];
        omp_set_num_threads(nt);
        double *partial = calloc(nt, sizeof(double));
        long out_of_range = 0;
        double t0 = omp_get_wtime();
#pragma omp parallel for schedule(static)
        for (int i = 0; i < N; i++) {
            int t = omp_get_thread_num();
            if (t >= nt) {
#pragma omp atomic
                out_of_range++;
                continue;
            }
#pragma omp atomic
            partial[t] += x[i] * x[i];
        }
        double t1 = omp_get_wtime();
        double s = 0;
        for (int t = 0; t < nt; t++) s += partial[t];
        fprintf(stderr, "nt=%d time=%g\n", nt, t1 - t0);
        printf("nt=%d sum=%.6f out_of_range=%ld\n", nt, s, out_of_range);
        free(partial);
    }
    free(x);
    return 0;
}
