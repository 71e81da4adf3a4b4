// PROBE-FLAGS: -Iinclude
#include <stdio.h>
#include "state.h"
int main(void) {
    long sum = 0;
    rng_state = 7;
#pragma omp parallel copyin(rng_state) reduction(+:sum)
    {
        /* every thread draws the same 1000 numbers from its own copy */
        long mine = 0;
        for (int k = 0; k < 1000; k++) mine += next_rand();
#pragma omp single
        sum += mine;
    }
    printf("sum=%ld\n", sum);
    return 0;
}
