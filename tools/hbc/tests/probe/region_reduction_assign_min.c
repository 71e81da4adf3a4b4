/* Minimal: region reduction item assigned in region code. OpenMP: 5 + (1 per thread),
   6 with a team of one; hbc prints 1. */
#include <stdio.h>
// PROBE-OUTPUT: ok=1
int main(void)
{
    int t = 5;
#pragma omp parallel reduction(+:t)
    {
        t = 1;
    }
    printf("ok=%d\n", t >= 6);
    return 0;
}
