/* Histogram with one omp_lock_t per bucket (the textbook "fine-grained locking" example):
   locks initialised in a parallel for, each sample's bucket updated under its lock, locks
   destroyed afterwards; then the same counts by `atomic` and by an array reduction to check. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
#define omp_init_lock(l) ((void)(l))
#define omp_set_lock(l) ((void)(l))
#define omp_unset_lock(l) ((void)(l))
#define omp_destroy_lock(l) ((void)(l))
#endif
#define NBUCKETS 64
#define NSAMPLES 200000

static unsigned long next = 1;
static double sample(long i)
{
    unsigned long s = (unsigned long)i * 2654435761ul + 97;
    s ^= s >> 13; s *= 0x5bd1e995ul; s ^= s >> 15;
    return (double)(s % 1000003) / 1000003.0;
}

int main(void)
{
    omp_lock_t hist_locks[NBUCKETS];
    long hist[NBUCKETS], hist2[NBUCKETS], hist3[NBUCKETS];
    int i;
#pragma omp parallel for
    for (i = 0; i < NBUCKETS; i++) {
        omp_init_lock(&hist_locks[i]);
        hist[i] = 0; hist2[i] = 0; hist3[i] = 0;
    }
#pragma omp parallel for schedule(dynamic, 1000)
    for (long k = 0; k < NSAMPLES; k++) {
        double v = sample(k);
        int b = (int)(v * v * NBUCKETS);
        if (b >= NBUCKETS) b = NBUCKETS - 1;
        omp_set_lock(&hist_locks[b]);
        hist[b]++;
        omp_unset_lock(&hist_locks[b]);
#pragma omp atomic update
        hist2[b] += 1;
    }
#pragma omp parallel for reduction(+:hist3[:NBUCKETS])
    for (long k = 0; k < NSAMPLES; k++) {
        double v = sample(k);
        int b = (int)(v * v * NBUCKETS);
        if (b >= NBUCKETS) b = NBUCKETS - 1;
        hist3[b]++;
    }
    for (i = 0; i < NBUCKETS; i++) omp_destroy_lock(&hist_locks[i]);
    long tot = 0, diff = 0;
    for (i = 0; i < NBUCKETS; i++) {
        tot += hist[i];
        diff += (hist[i] != hist2[i]) + (hist[i] != hist3[i]);
    }
    printf("total %ld diffs %ld\n", tot, diff);
    printf("b0 %ld b10 %ld b31 %ld b63 %ld\n", hist[0], hist[10], hist[31], hist[63]);
    (void)next;
    return 0;
}
