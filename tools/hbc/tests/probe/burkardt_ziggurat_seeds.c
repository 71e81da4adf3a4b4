/* Burkardt-style per-thread random streams (the ziggurat test's SHR3 generator): a seed
   array sized by omp_get_max_threads() before the region, each thread's jsr taken from
   seed[thread_num] inside `parallel shared(...) private(jsr, thread_num)`; to make the
   result independent of the team, the `omp for` over sample blocks re-seeds jsr from the
   block number (the same fix a user makes for reproducibility). Counts of samples in bins
   are combined with `reduction(+:)` on array sections. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define NBLOCK 400
#define PERBLOCK 250
#define NBIN 10

uint32_t shr3_seeded(uint32_t *jsr)
{
    uint32_t value;
    value = *jsr;
    *jsr = (*jsr ^ (*jsr << 13));
    *jsr = (*jsr ^ (*jsr >> 17));
    *jsr = (*jsr ^ (*jsr << 5));
    value = value + *jsr;
    return value;
}

float r4_uni(uint32_t *jsr)
{
    uint32_t jsr_input;
    float value;
    jsr_input = *jsr;
    *jsr = (*jsr ^ (*jsr << 13));
    *jsr = (*jsr ^ (*jsr >> 17));
    *jsr = (*jsr ^ (*jsr << 5));
    value = fmodf(0.5f + (float)(jsr_input + *jsr) / 65536.0f / 65536.0f, 1.0f);
    return value;
}

int main(void)
{
    int b, k, thread_num, max_threads;
    uint32_t jsr, *seed;
    long bins[NBIN] = {0};
    unsigned long long xsum = 0;

#ifdef _OPENMP
    max_threads = omp_get_max_threads();
#else
    max_threads = 1;
#endif
    seed = (uint32_t *)malloc(max_threads * sizeof(uint32_t));
    for (k = 0; k < max_threads; k++) seed[k] = 123456789u + 1000u * k;

#pragma omp parallel shared(seed, bins) private(jsr, thread_num, b, k) reduction(+ : xsum)
    {
#ifdef _OPENMP
        thread_num = omp_get_thread_num();
#else
        thread_num = 0;
#endif
        jsr = seed[thread_num];
#pragma omp for reduction(+ : bins[:NBIN])
        for (b = 0; b < NBLOCK; b++) {
            jsr = 987654321u ^ (uint32_t)(b * 2654435761u);
            if (jsr == 0) jsr = 1;
            for (k = 0; k < PERBLOCK; k++) {
                float u = r4_uni(&jsr);
                int bin = (int)(u * NBIN);
                if (bin >= NBIN) bin = NBIN - 1;
                bins[bin]++;
                xsum += shr3_seeded(&jsr) % 1000u;
            }
        }
        seed[thread_num] = jsr;
    }
    for (k = 0; k < NBIN; k++) printf("%ld ", bins[k]);
    printf("\nxsum=%llu\n", xsum);
    free(seed);
    return 0;
}
