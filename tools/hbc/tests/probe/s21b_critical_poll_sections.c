/* A section waits for a flag that a LATER section sets, polling it inside `critical`
   (the DataRaceBench DRB190/DRB192 style, with the order reversed). Under OpenMP with two
   threads the sections run concurrently and the program ends. hbc runs sections in order
   on one thread; with an `atomic read` poll it refuses such a loop ("a loop that waits for
   other threads ... not supported"), but a `critical`-polled flag is not recognised as a
   wait loop (collect.cpp isWaitLoop), so the first section spun forever. Since session 21
   it is recognised (pollsUnderLock) and refused with file:line, as the atomic-read form. */
// PROBE-ACCEPT: rejected (a section waiting for a later section: docs/hbc-limits.md, Unsupported constructs)
#include <stdio.h>

int main(void)
{
    int x = 0, s = 0;
#pragma omp parallel sections shared(x, s) num_threads(2)
    {
#pragma omp section
        {
            int done = 0;
            while (!done) {
#pragma omp critical
                {
                    if (s) done = 1;
                }
            }
            x = x * 10 + 2;
        }
#pragma omp section
        {
#pragma omp critical
            {
                x = 1;
                s = 1;
            }
        }
    }
    printf("x=%d\n", x);
    return 0;
}
// PROBE-OUTPUT: x=12
