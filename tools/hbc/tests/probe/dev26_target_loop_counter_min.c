/* Minimal: a C89 loop counter of a combined `target teams distribute parallel for` (also
   `target parallel for`, and a collapsed inner counter). The counter is private to the
   construct, which runs in the device data environment, so the host's keeps its value
   (gcc -fopenmp: i=-1 j=-2). hbc writes the sequential final value back (i=10 j=4), as it
   does for a host `parallel for`. */
#include <stdio.h>
// PROBE-OUTPUT: i=-1 j=-2
int main(void)
{
    int i = -1, j = -2, a[40];
#pragma omp target teams distribute parallel for collapse(2) map(from: a[0:40])
    for (i = 0; i < 10; i++)
        for (j = 0; j < 4; j++) a[i * 4 + j] = i + j;
    printf("i=%d j=%d\n", i, j);
    return 0;
}
