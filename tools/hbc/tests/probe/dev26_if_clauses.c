/* `if` clauses on device constructs: `if(target: ...)` (host fallback, same result),
   an `if` without modifier on `target parallel for` (applies to parallel too: with a false
   condition the region has one thread), `if(parallel: ...)`, and `target ... if(0)`. The
   number of threads of a region whose `if` is false is deterministic: 1. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_num_threads(void) { return 1; }
static int omp_is_initial_device(void) { return 1; }
#endif

#define N 1000

int main(void)
{
    int small = 10, nth_false = -1, nth_false2 = -1, init = -1;
    double x[N], s = 0, s2 = 0;
    for (int i = 0; i < N; i++) x[i] = i * 0.5;
#pragma omp target teams distribute parallel for if(target: small > 100) map(tofrom: x[0:N])
    for (int i = 0; i < N; i++) x[i] = x[i] * 2 + 1;
#pragma omp target parallel for if(small > 100) map(tofrom: nth_false) reduction(+:s)
    for (int i = 0; i < N; i++) {
        s += x[i];
        if (i == 0) nth_false = omp_get_num_threads();
    }
#pragma omp target parallel for if(parallel: small > 100) map(tofrom: nth_false2) reduction(+:s2)
    for (int i = 0; i < N; i++) {
        s2 += x[i] * 0.5;
        if (i == N - 1) nth_false2 = omp_get_num_threads();
    }
#pragma omp target if(0) map(from: init)
    init = omp_is_initial_device();
    printf("x5=%g s=%g s2=%g nth=%d,%d init=%d\n", x[5], s, s2, nth_false, nth_false2, init);
    return 0;
}
