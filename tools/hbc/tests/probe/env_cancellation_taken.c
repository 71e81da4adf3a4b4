// PROBE-ACCEPT: crash (with OMP_CANCELLATION=true a cancel that would cancel stops the program with its file:line, since hbc implements no cancellation: docs/hbc.md, Environment variables)
/* A search that cancels its loop when it finds the key, run with OMP_CANCELLATION=true: the
   iterations after the cancel would differ, so hbc stops instead of running on. */
// PROBE-ENV: OMP_CANCELLATION=true
// PROBE-OUTPUT: count<1000=1
#include <omp.h>
#include <stdio.h>

int main(void)
{
    int count = 0;
#pragma omp parallel for reduction(+ : count)
    for (int i = 0; i < 1000; i++) {
        if (i == 10) {
#pragma omp cancel for
        }
        count++;
    }
    printf("count<1000=%d\n", count < 1000);
    return 0;
}
