/* A combined 'parallel for' with num_threads whose body asks its thread number: heartbeat
   mode cannot bound the numbers by the team size, and says so (the split form runs in team
   mode: team_num_threads_if_bound.c). */
// EXPECT-WARNING: in heartbeat mode the body of this combined construct sees any worker's thread number (below omp_get_max_threads()), not one below its num_threads/if team size; split it into 'parallel' and 'for' (team mode honours both) or build with --hbc-fallback-openmp
#include <stdio.h>
#include <omp.h>
int main(void)
{
    long hits[64] = {0};
#pragma omp parallel for num_threads(2)
    for (int i = 0; i < 1000; i++) {
        int t = omp_get_thread_num();
#pragma omp atomic
        hits[t & 63]++;
    }
    long s = 0;
    for (int t = 0; t < 64; t++) s += hits[t];
    printf("%ld\n", s);
    return 0;
}
