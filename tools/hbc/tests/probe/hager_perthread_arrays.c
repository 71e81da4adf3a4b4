/* Hager & Wellein-style "reduction on arrays by hand": the per-thread histograms are
   allocated before the region as one block of omp_get_max_threads() * NB counters, each
   thread fills its own row (row chosen by omp_get_thread_num()), and the rows are combined
   in a second work-shared loop over the bins after a barrier. Compared against the C99
   array-section reduction `reduction(+:hist2[:NB])` and a lock-per-bin version. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define N 200000
#define NB 16

static unsigned lcg(unsigned i)
{
    unsigned s = i * 2654435761u + 12345u;
    s ^= s >> 13;
    s *= 0x5bd1e995u;
    s ^= s >> 15;
    return s;
}

int main(void)
{
    int i, b, nthreads;
    long hist[NB] = {0}, hist2[NB] = {0}, hist3[NB] = {0};
    long *hp;
    int mismatch = 0;
#ifdef _OPENMP
    omp_lock_t locks[NB];
    nthreads = omp_get_max_threads();
    for (b = 0; b < NB; b++) omp_init_lock(&locks[b]);
#else
    nthreads = 1;
#endif
    hp = (long *)calloc((size_t)nthreads * NB, sizeof(long));

#pragma omp parallel private(i, b)
    {
#ifdef _OPENMP
        int tid = omp_get_thread_num();
        int nt = omp_get_num_threads();
#else
        int tid = 0, nt = 1;
#endif
        long *my = hp + (size_t)tid * NB;
#pragma omp for schedule(static)
        for (i = 0; i < N; i++) my[lcg(i) % NB]++;
        /* implicit barrier: every row is complete */
#pragma omp for
        for (b = 0; b < NB; b++) {
            int t;
            for (t = 0; t < nt; t++) hist[b] += hp[(size_t)t * NB + b];
        }
    }

#pragma omp parallel for reduction(+ : hist2[:NB])
    for (i = 0; i < N; i++) hist2[lcg(i) % NB]++;

#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int bin = lcg(i) % NB;
#ifdef _OPENMP
        omp_set_lock(&locks[bin]);
#endif
        hist3[bin]++;
#ifdef _OPENMP
        omp_unset_lock(&locks[bin]);
#endif
    }

    for (b = 0; b < NB; b++) {
        if (hist[b] != hist2[b] || hist[b] != hist3[b]) mismatch++;
        printf("%ld ", hist[b]);
    }
    printf("\nmismatch=%d\n", mismatch);
#ifdef _OPENMP
    for (b = 0; b < NB; b++) omp_destroy_lock(&locks[b]);
#endif
    free(hp);
    return 0;
}
