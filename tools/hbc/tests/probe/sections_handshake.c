// PROBE-ACCEPT: rejected (hbc reports it with file:line; see the report of issue 12)
/* Needs real concurrency: section 1 waits for a flag that section 2 sets (producer /
   consumer). Run in order by one thread, it would wait forever; it must be rejected or run
   correctly, never hang. */
// PROBE-OUTPUT: got=42
#include <stdio.h>

int main(void)
{
    int flag = 0, value = 0, got = -1;
#pragma omp parallel sections num_threads(2) shared(flag, value, got)
    {
#pragma omp section
        {
            int f;
            do {
#pragma omp atomic read
                f = flag;
            } while (!f);
#pragma omp flush
            got = value;
        }
#pragma omp section
        {
            value = 42;
#pragma omp flush
#pragma omp atomic write
            flag = 1;
        }
    }
    printf("got=%d\n", got);
    return 0;
}
