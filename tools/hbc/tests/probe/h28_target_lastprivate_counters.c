/* Loop counters of loops in targets: plain target loops keep the host value, lastprivate
   ones are written back, a while-loop counter in a target is firstprivate. */
// PROBE-OUTPUT: i=-1 j=50 k=-3 w=0 q=-4 s=1275
#include <stdio.h>
int main(void)
{
    int a[50], i = -1, j = -2, k = -3, w = 0, q = -4;
    long s = 0;
#pragma omp target map(from : a)
    for (i = 0; i < 50; i++) a[i] = i;
#pragma omp target parallel for lastprivate(j) map(tofrom : a)
    for (j = 0; j < 50; j++) a[j] += 1;
#pragma omp target teams distribute parallel for map(tofrom : a) reduction(+ : s)
    for (k = 0; k < 50; k++) s += a[k];
#pragma omp target map(to : a)
    {
        while (w < 5) w++;
        for (q = 0; q < 3; q++) s += 0;
    }
    printf("i=%d j=%d k=%d w=%d q=%d s=%ld\n", i, j, k, w, q, s);
    return 0;
}
