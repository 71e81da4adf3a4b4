/* Minimal: a `__thread` variable written in an `omp for` body and read at region level
   (each thread adds its own copy under `critical`). hbc runs the region once (heartbeat
   mode), so the iterations that ran on other workers left their counts in those workers'
   copies, which nobody reads: count < 10000, silently. `threadprivate` makes the region
   run in team mode; native thread-local storage does not. */
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
