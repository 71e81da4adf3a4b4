/* A loop-carried value kept with lastprivate (the last iteration's running value), an
   `ordered` block printing progress in iteration order from a dynamically scheduled loop,
   reduction(max:) on an int, reduction(min:) on a double and reduction(&&:) in one clause
   list, and lastprivate of the loop variable declared outside the loop. */
#include <stdio.h>
#include <math.h>
#define N 2400

static double v[N];

int main(void)
{
    for (int i = 0; i < N; i++) v[i] = sin(i * 0.37) * 50.0 + (i % 9);
    int imax = -1, i;
    double dmin = 1e300, last_val = 0.0;
    int all_finite = 1;
    long last_idx = -1;
#pragma omp parallel for reduction(max:imax) reduction(min:dmin) reduction(&&:all_finite) lastprivate(last_val, last_idx, i)
    for (i = 0; i < N; i++) {
        last_val = v[i] * 2.0;
        last_idx = i;
        int q = (int)v[i];
        if (q > imax) imax = q;
        dmin = fmin(dmin, v[i]);
        all_finite = all_finite && isfinite(v[i]);
    }
    printf("imax=%d dmin=%.6f all=%d last=%.6f idx=%ld i=%d\n", imax, dmin, all_finite, last_val, last_idx, i);
    long running = 0;
#pragma omp parallel for ordered schedule(dynamic, 3)
    for (int k = 0; k < 40; k++) {
        long sq = (long)k * k % 17;
#pragma omp ordered
        {
            running += sq;
            if (k % 8 == 7) printf("k=%d running=%ld\n", k, running);
        }
    }
    return 0;
}
