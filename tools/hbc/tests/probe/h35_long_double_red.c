/* long double: + and max/min reductions, firstprivate and lastprivate, a long double
   loop-invariant read, and a value beyond double's range (1e400L) kept through the copies. */
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int n = 20000 + argc - 1;
    long double big = 1e400L;
    long double sum = 7.0L;
    long double mx = -1e300L, mn = 1e4000L;
    long double scale = 3.0L;
    long double lp = 0;
#pragma omp parallel for reduction(+:sum) reduction(max:mx) reduction(min:mn) firstprivate(scale, big) lastprivate(lp)
    for (int i = 0; i < n; i++) {
        long double v = (long double)(i % 101) * scale;
        sum += v + (big > 1e399L ? 1.0L : 0.0L);
        if (v * 1e350L > mx) mx = v * 1e350L;
        if (-v * 1e3000L < mn) mn = -v * 1e3000L;
        lp = v + 0.5L;
        scale = 3.0L;
    }
    printf("sum=%.1Lf mx=%.3Le mn=%.3Le lp=%.1Lf\n", sum, mx, mn, lp);
    return 0;
}
