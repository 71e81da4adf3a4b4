/* An orphaned schedule(static) loop, called from a parallel region, whose private `delta`
   is read before it is assigned in odd iterations: OpenMP's thread keeps its copy through
   its block, in order, so an odd k sees the even k before it (the shape of Rodinia hotspot's
   edge blocks). 96 iterations: the static blocks of 1, 2 and 3 threads begin at an even k.
   Before session 33 each heartbeat range had a fresh copy: wrong even at one worker. */
#include <stdio.h>
#define N 96
static int out[N * 8];

static void sweep(void)
{
    int k, c, delta;
#pragma omp for private(delta, c) schedule(static)
    for (k = 0; k < N; k++)
        for (c = 0; c < 8; c++) {
            if (k % 2 == 0 && c == 0) delta = 3 * k;
            out[k * 8 + c] = delta + c;
        }
}

int main(void)
{
    long sum = 0;
    int bad = 0;
    for (int rep = 0; rep < 3; rep++) {
#pragma omp parallel
        sweep();
        for (int k = 0; k < N; k++)
            for (int c = 0; c < 8; c++) {
                sum += out[k * 8 + c];
                bad += out[k * 8 + c] != 3 * (k - k % 2) + c;
            }
    }
    printf("sum=%ld bad=%d\n", sum, bad);
    return 0;
}
