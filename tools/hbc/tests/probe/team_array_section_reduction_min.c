/* A team-mode region (thread id at region level) whose `omp for` uses an array-section
   reduction `reduction(+ : hist[:B])`. Refused until session 15; then the C loop body
   updated the shared array instead of the member's copy (lost counts, silently) until
   session 16. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define B 4

static int seen[64];

int main(void)
{
    long hist[B] = {0};
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for reduction(+ : hist[:B])
        for (int i = 0; i < 1000; i++) hist[i % B] += i;
    }
    printf("h=%ld,%ld,%ld,%ld\n", hist[0], hist[1], hist[2], hist[3]);
    return 0;
}
