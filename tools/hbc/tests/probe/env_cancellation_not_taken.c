/* OMP_CANCELLATION=true: omp_get_cancellation() answers 1, and a cancel whose `if` never
   holds changes nothing (docs/hbc.md, Environment variables: hbc stops at a cancel that
   would cancel). */
// PROBE-ENV: OMP_CANCELLATION=true
// PROBE-OUTPUT: cancellation=1
// PROBE-OUTPUT: found=-1 sum=499500
#include <omp.h>
#include <stdio.h>

int main(void)
{
    int a[1000], found = -1;
    long sum = 0;
    for (int i = 0; i < 1000; i++) a[i] = i;
    printf("cancellation=%d\n", omp_get_cancellation());
#pragma omp parallel for reduction(+ : sum)
    for (int i = 0; i < 1000; i++) {
        int hit = a[i] == 5000;
#pragma omp cancel for if (hit)
        if (hit) found = i;
        sum += a[i];
    }
    printf("found=%d sum=%ld\n", found, sum);
    return 0;
}
