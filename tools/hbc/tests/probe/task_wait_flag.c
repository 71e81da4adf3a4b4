// PROBE-ACCEPT: rejected (hbc reports it with file:line; see the report of issue 12)
/* Needs real concurrency: the first task waits for a flag that the second task sets
   (tasks are not guaranteed to run concurrently, so this is not conforming OpenMP, but it
   is written). It must be rejected or correct, never hang. */
// PROBE-OUTPUT: v=7
#include <stdio.h>

int main(void)
{
    int ready = 0, v = 0, out = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
    {
#pragma omp task shared(ready, v, out)
        {
            int r = 0;
            while (!r) {
#pragma omp atomic read
                r = ready;
            }
            out = v;
        }
#pragma omp task shared(ready, v)
        {
            v = 7;
#pragma omp atomic write
            ready = 1;
        }
#pragma omp taskwait
    }
    printf("v=%d\n", out);
    return 0;
}
