/* teams reductions: min/max through an inner distribute parallel for, + through s = s + e,
   and a combined target teams distribute parallel for with max and a loop counter. */
// PROBE-OUTPUT: mx=50 mn=-50 s=-33 prod=8.0 i=100 j=-5
#include <stdio.h>
int main(void)
{
    int a[100], i, mx = -1000, mn = 1000, j = -5;
    long s = 10;
    double prod = 1.0;
    for (i = 0; i < 100; i++) a[i] = (i * 37) % 101 - 50;
#pragma omp target teams map(to : a) reduction(max : mx) reduction(min : mn)
#pragma omp distribute parallel for reduction(max : mx) reduction(min : mn)
    for (i = 0; i < 100; i++) {
        if (a[i] > mx) mx = a[i];
        if (a[i] < mn) mn = a[i];
    }
#pragma omp target teams reduction(+ : s) map(to : a)
    {
        s = s + a[3];
        s += a[4];
    }
#pragma omp target teams distribute parallel for reduction(* : prod) map(to : a)
    for (j = 0; j < 10; j++) prod *= (a[j] % 3 == 0 ? 2.0 : 1.0);
    printf("mx=%d mn=%d s=%ld prod=%.1f i=%d j=%d\n", mx, mn, s, prod, i, j);
    return 0;
}
