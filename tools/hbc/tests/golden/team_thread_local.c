/* A __thread variable written in a worksharing loop and read at region level: each thread's
   own copy holds its iterations' counts, so the region needs a team (as threadprivate does). */
// EXPECT-TRANSLATION: hbc_team_run
// EXPECT-OUTPUT: count=10000
#include <stdio.h>

static __thread long mine;

int main(void)
{
    long total = 0;
#pragma omp parallel
    {
        mine = 0;
#pragma omp for
        for (int i = 0; i < 10000; i++) mine++;
#pragma omp critical
        total += mine;
    }
    printf("count=%ld\n", total);
    return 0;
}
