/* Minimal: a `target parallel` region whose worksharing `for` uses a loop counter declared
   before the region (C89 style). The counter is private to the `for` (predetermined), so
   the region never writes the target's firstprivate copy: valid OpenMP, and the host's
   i stays -5 (gcc -fopenmp). hbc refuses: "'i' is firstprivate on this 'target parallel'
   ... the construct writes it". The same for `#pragma omp for private(t)` with t from
   the enclosing function. */
#include <stdio.h>
// PROBE-OUTPUT: i=-5 y9=18
int main(void)
{
    int i = -5, y[10];
#pragma omp target parallel map(from: y[0:10])
    {
#pragma omp for
        for (i = 0; i < 10; i++) y[i] = 2 * i;
    }
    printf("i=%d y9=%d\n", i, y[9]);
    return 0;
}
