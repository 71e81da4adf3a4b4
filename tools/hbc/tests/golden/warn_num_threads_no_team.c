/* num_threads on a region whose loop body asks its thread number, where team mode cannot
   take the region (a `simd` schedule modifier on its loop): heartbeat mode, with a warning, rather
   than a refusal, since the rule is one of caution. */
// EXPECT-WARNING: this parallel region runs in heartbeat mode, where its code runs once and loop bodies see any worker's thread number, though num_threads or if bound the thread numbers that its code asks for, and team mode cannot take it; build with --hbc-fallback-openmp if that matters
// EXPECT-OUTPUT: 250 250 250 250
#include <stdio.h>
#include <omp.h>
int main(void)
{
    long hist[4] = {0, 0, 0, 0};
#pragma omp parallel num_threads(2)
    {
#pragma omp for reduction(+:hist[:4]) schedule(simd : static)
        for (int i = 0; i < 1000; i++) hist[i % 4] += omp_get_thread_num() >= 0;
    }
    printf("%ld %ld %ld %ld\n", hist[0], hist[1], hist[2], hist[3]);
    return 0;
}
