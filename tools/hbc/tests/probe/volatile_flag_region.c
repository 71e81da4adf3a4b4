/* Needs real concurrency: region-level code where thread 0 (chosen by master) publishes
   and everybody spins on a volatile flag. Must be rejected or correct. */
// PROBE-OUTPUT: seen=1
#include <stdio.h>

static volatile int go = 0;

int main(void)
{
    int seen = 0;
#pragma omp parallel shared(seen)
    {
#pragma omp master
        go = 1;
        while (!go) { }
#pragma omp atomic write
        seen = 1;
    }
    printf("seen=%d\n", seen);
    return 0;
}
