/* An array of omp_lock_t initialised in one parallel region's loop, used to guard bucket
   updates in a second region, re-used in a combined loop, destroyed in a third. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
static void omp_init_lock(omp_lock_t *l) { *l = 0; }
static void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static void omp_set_lock(omp_lock_t *l) { (void)l; }
static void omp_unset_lock(omp_lock_t *l) { (void)l; }
#endif
#define NB 64
#define N 40000

static omp_lock_t locks[NB];
static double bucket[NB];
static int bcount[NB];

int main(void)
{
#pragma omp parallel
    {
#pragma omp for
        for (int b = 0; b < NB; b++) { omp_init_lock(&locks[b]); bucket[b] = 0; }
    }
#pragma omp parallel
    {
#pragma omp for schedule(dynamic, 64)
        for (int i = 0; i < N; i++) {
            int b = (i * 7919) % NB;
            omp_set_lock(&locks[b]);
            bucket[b] += i * 0.5;
            bcount[b]++;
            omp_unset_lock(&locks[b]);
        }
    }
#pragma omp parallel for
    for (int i = 0; i < N; i += 3) {
        omp_lock_t *l = &locks[i % NB];
        omp_set_lock(l);
        bcount[i % NB] += 2;
        omp_unset_lock(l);
    }
#pragma omp parallel for
    for (int b = 0; b < NB; b++) omp_destroy_lock(&locks[b]);
    double s = 0; long c = 0;
    for (int b = 0; b < NB; b++) { s += bucket[b]; c += bcount[b]; }
    printf("s=%.1f c=%ld b5=%d\n", s, c, bcount[5]);
    return 0;
}
