/* default(none) with const variables (listed shared in one construct, firstprivate in
   another: OpenMP 5.0 no longer predetermines them), a static local and globals listed
   shared, a private loop variable, locals declared inside; in a combined parallel for, a
   heartbeat-mode region and a team-mode region (omp_get_thread_num(), barrier, master). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 1000

int gscale = 3;
static double gtab[N];

int main(void)
{
    const int K = 7;
    static long acc;
    long total = 0, pieces = 0;
    int i;
#pragma omp parallel for default(none) shared(gtab, gscale, K) private(i)
    for (i = 0; i < N; i++) gtab[i] = (i % K) * gscale;
#pragma omp parallel default(none) shared(gtab, total, acc) firstprivate(K)
    {
#pragma omp for reduction(+ : total)
        for (int j = 0; j < N; j++) total += (long)gtab[j] + K;
#pragma omp single
        acc += total;
    }
#pragma omp parallel default(none) shared(gtab, pieces, acc, gscale)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        long mine = 0;
        for (int j = t; j < N; j += n) mine += (long)gtab[j] / gscale;
#pragma omp atomic
        pieces += mine;
#pragma omp barrier
#pragma omp master
        acc += pieces;
    }
    printf("total=%ld pieces=%ld acc=%ld\n", total, pieces, acc);
    return 0;
}
