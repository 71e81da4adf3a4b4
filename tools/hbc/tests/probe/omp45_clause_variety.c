/* OpenMP 4.5/5.0 clauses that newer C codes sprinkle on ordinary loops and tasks:
   schedule(nonmonotonic:dynamic, 8), schedule(monotonic:static), schedule(simd:static),
   proc_bind(close), `critical(name) hint(...)`, `atomic seq_cst` / `atomic relaxed update`,
   `reduction(-:x)`, `depend(mutexinoutset:)` between tasks, `taskyield`,
   `parallel master taskloop grainsize(...)`, and `simd safelen/aligned` inside a loop. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#define N 4096

static double a[N] __attribute__((aligned(64))), b[N] __attribute__((aligned(64)));

int main(void)
{
    double s1 = 0, s2 = 0, s3 = 100.0;
    long hits = 0, acc = 0, tl = 0;
    for (int i = 0; i < N; i++) { a[i] = (i % 17) * 0.5; b[i] = (i % 5) - 2.0; }
#pragma omp parallel for schedule(nonmonotonic:dynamic, 8) reduction(+:s1) proc_bind(close)
    for (int i = 0; i < N; i++) s1 += a[i] * b[i];
#pragma omp parallel proc_bind(spread)
    {
#pragma omp for schedule(monotonic:static) reduction(-:s3)
        for (int i = 0; i < N; i++) s3 -= b[i];
#pragma omp for schedule(simd:static)
        for (int i = 0; i < N; i++) {
            if ((i & 255) == 0) {
#ifdef _OPENMP
#pragma omp critical(hitlock) hint(omp_sync_hint_contended)
#endif
                hits += i;
            }
#pragma omp atomic relaxed update
            acc += i & 3;
        }
    }
#pragma omp parallel for
    for (int j = 0; j < 64; j++) {
        double t = 0;
#pragma omp simd safelen(16) aligned(a, b : 64) reduction(+:t)
        for (int i = 0; i < 64; i++) t += a[j * 64 + i] * b[j * 64 + i];
#pragma omp atomic seq_cst
        s2 += t;
    }
    long bins[4] = {0, 0, 0, 0};
#pragma omp parallel
#pragma omp single
    {
        for (int k = 0; k < 40; k++) {
#pragma omp task depend(mutexinoutset: bins[k % 4]) firstprivate(k) shared(bins)
            {
                bins[k % 4] += k;
            }
            if (k % 10 == 0) {
#pragma omp taskyield
            }
        }
#pragma omp taskwait
    }
#pragma omp parallel master taskloop grainsize(64) reduction(+:tl)
    for (int i = 0; i < N; i++) tl += i % 9;
    printf("s1=%.6f s3=%.6f s2=%.6f hits=%ld acc=%ld bins=%ld,%ld,%ld,%ld tl=%ld\n",
           s1, s3, s2, hits, acc, bins[0], bins[1], bins[2], bins[3], tl);
    return 0;
}
