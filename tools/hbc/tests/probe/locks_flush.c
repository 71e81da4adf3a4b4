/* omp locks protecting buckets, a flush, and omp_get_wtime (printed only as a check). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
static void omp_init_lock(omp_lock_t *l) { *l = 0; }
static void omp_set_lock(omp_lock_t *l) { *l = 1; }
static void omp_unset_lock(omp_lock_t *l) { *l = 0; }
static void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static double omp_get_wtime(void) { return 1.0; }
#endif
#define N 100000
#define B 8

int main(void)
{
    omp_lock_t locks[B];
    long bucket[B] = {0};
    int flag = 0;
    double t0 = omp_get_wtime();
    for (int b = 0; b < B; b++) omp_init_lock(&locks[b]);
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        int b = (i * 13) % B;
        omp_set_lock(&locks[b]);
        bucket[b] += i % 100;
        omp_unset_lock(&locks[b]);
    }
    flag = 1;
#pragma omp flush(flag)
    for (int b = 0; b < B; b++) omp_destroy_lock(&locks[b]);
    long s = 0;
    for (int b = 0; b < B; b++) s += bucket[b] * (b + 1);
    double t1 = omp_get_wtime();
    printf("s=%ld flag=%d time_ok=%d\n", s, flag, t1 >= t0);
    return 0;
}
