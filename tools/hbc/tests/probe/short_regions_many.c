/* A time-stepping loop that opens very short parallel regions 100000 times (a few
   iterations each, a reduction, a single), plus a combined loop with 3 iterations. */
#include <stdio.h>
#define STEPS 100000

static double state[4] = {1.0, 2.0, 3.0, 4.0};

int main(void)
{
    double energy = 0;
    long singles = 0;
    for (int step = 0; step < STEPS; step++) {
        double e = 0;
#pragma omp parallel
        {
#pragma omp for reduction(+:e)
            for (int k = 0; k < 4; k++) {
                state[k] = state[k] * 0.999999 + 1e-6 * k;
                e += state[k] * state[k];
            }
#pragma omp single
            singles++;
        }
        energy = e;
#pragma omp parallel for
        for (int k = 0; k < 3; k++) state[k + 1] += 1e-9;
    }
    printf("energy=%.9f singles=%ld s0=%.9f\n", energy, singles, state[0]);
    return 0;
}
