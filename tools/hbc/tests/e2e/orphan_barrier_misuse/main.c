/* Misuse that hbc cannot see in one file: a heartbeat-mode region (it holds a loop with a `simd`
   schedule modifier, which team mode does not take (a taskloop until session 15), so the call
   into another file only gets a warning) calls phase(),
   defined in phase.c, which holds an orphaned barrier. Outside any region the barrier is a
   team of one's; in the region, with several workers, no team would meet at it, so the
   program must stop naming the barrier (docs/hbc-internals.md, Orphaned synchronisation) rather than
   skip it.
   E2E-STOPS: phase.c:13: OpenMP 'barrier' reached from a heartbeat-mode parallel region */
#include <stdio.h>

void phase(int *counter);

int main(void)
{
    int counter = 0, tasks = 0;
    phase(&counter); /* outside any region: runs, the barrier waits for nobody */
    printf("outside: %d\n", counter);
#pragma omp parallel
    {
#pragma omp for schedule(simd : static) reduction(+ : tasks)
        for (int i = 0; i < 10; ++i) tasks += 1;
        phase(&counter);
    }
    printf("in region: %d, task %d\n", counter, tasks);
    return 0;
}
