#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
/* Per-element locks, as graph and mesh codes keep them: init, a parallel pass of updates
 * under each element's lock, destroy. */
int main(void) {
    enum { N = 2000000 };
    omp_lock_t *locks = malloc(sizeof *locks * N);
    long *v = calloc(N, sizeof *v);
    double t0 = omp_get_wtime();
    for (long i = 0; i < N; i++) omp_init_lock(&locks[i]);
    double t1 = omp_get_wtime();
#pragma omp parallel for
    for (long k = 0; k < 4 * (long)N; k++) {
        long i = (k * 2654435761u) % N;
        omp_set_lock(&locks[i]);
        v[i] += k & 7;
        omp_unset_lock(&locks[i]);
    }
    double t2 = omp_get_wtime();
    for (long i = 0; i < N; i++) omp_destroy_lock(&locks[i]);
    double t3 = omp_get_wtime();
    long s = 0;
    for (long i = 0; i < N; i++) s += v[i];
    printf("init %.1f ms  updates %.1f ms  destroy %.1f ms  sum %ld\n", (t1 - t0) * 1e3, (t2 - t1) * 1e3, (t3 - t2) * 1e3, s);
    return 0;
}
