/* num_threads(n) from a variable above the workers, with if(), in a function called several
   times; then omp_get_max_threads, a plain region, and num_threads(1). */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: r1=28 r2=1 r3=28 one=1 same=1 plain_ok=1
static int slots[16];
static int region(int n, int on)
{
    int k, sum = 0;
    for (k = 0; k < 16; k++) slots[k] = 0;
#pragma omp parallel num_threads(n) if (on)
    {
        int t = omp_get_thread_num();
        slots[t] = t + 1;
#pragma omp barrier
#pragma omp single
        for (k = 0; k < omp_get_num_threads(); k++) sum += slots[k];
    }
    return sum;
}
int main(void)
{
    int m0 = omp_get_max_threads(), one = 0, plain = 0;
    int r1 = region(7, 1), r2 = region(7, 0), r3 = region(7, 1);
#pragma omp parallel num_threads(1)
    {
        one = omp_get_num_threads();
    }
#pragma omp parallel
    {
        if (omp_get_thread_num() == 0) plain = omp_get_num_threads();
    }
    printf("r1=%d r2=%d r3=%d one=%d same=%d plain_ok=%d\n", r1, r2, r3, one,
           m0 == omp_get_max_threads(), plain == m0);
    return 0;
}
