/* `target parallel` regions holding worksharing loops, as offload codes for one device
   team write them: a C89 counter declared at the top used by an inner `for` (the loop's
   counter is private to it), a `for private(t)` with a scratch scalar from the enclosing
   function, a `for reduction` into a mapped scalar, `single` writing a mapped scalar,
   and `barrier`. Both scalars that the worksharing loops privatise are left unchanged on
   the host. */
#include <stdio.h>
// PROBE-OUTPUT: i=-5 t=-7 sum=2500.000 done=1 y10=22.000

#define N 100

int main(void)
{
    int i = -5, done = 0;
    double t = -7, sum = 0.0, x[N], y[N];
    for (int k = 0; k < N; k++) { x[k] = k; y[k] = 0; }
#pragma omp target parallel map(to: x[0:N]) map(tofrom: y[0:N], sum, done)
    {
#pragma omp for
        for (i = 0; i < N; i++) y[i] = 2.0 * x[i];
#pragma omp barrier
#pragma omp for private(t)
        for (int k = 0; k < N; k++) {
            t = y[k] + 1.0;
            y[k] = 2.0 * t - y[k];
        }
#pragma omp for reduction(+: sum)
        for (int k = 0; k < N; k++) sum += (k % 2 == 0) ? y[k] / 2 : 0.0;
#pragma omp single
        done = 1;
    }
    printf("i=%d t=%g sum=%.3f done=%d y10=%.3f\n", i, t, sum, done, y[10]);
    return 0;
}
