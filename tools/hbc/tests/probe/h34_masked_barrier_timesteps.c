/* A time-stepping region: `masked` (thread 0) sets the boundary values and the step's
   coefficient, a barrier, a worksharing loop updates the interior into the other buffer,
   `master` swaps the buffer pointers and records a residual, a barrier; a `masked
   filter(0)` block prints progress every 50 steps (only thread 0 prints). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
// PROBE-OUTPUT: step 0 res=781.250000
// PROBE-OUTPUT: step 50 res=1.848058
// PROBE-OUTPUT: step 100 res=0.724206
// PROBE-OUTPUT: step 150 res=0.438379
// PROBE-OUTPUT: final mid=0.000000 edge=76.459752

#define N 2000
#define STEPS 200

int main(void)
{
    double *a = calloc(N, sizeof(double)), *b = calloc(N, sizeof(double));
    double *cur = a, *nxt = b;
    double coef = 0, res = 0;
#pragma omp parallel
    {
        for (int s = 0; s < STEPS; s++) {
#pragma omp masked
            {
                cur[0] = 100.0;
                cur[N - 1] = 50.0 + s * 0.1;
                coef = 0.25 + 0.0001 * (s % 5);
                res = 0;
            }
#pragma omp barrier
#pragma omp for reduction(+:res)
            for (int i = 1; i < N - 1; i++) {
                nxt[i] = cur[i] + coef * (cur[i - 1] - 2 * cur[i] + cur[i + 1]);
                res += (nxt[i] - cur[i]) * (nxt[i] - cur[i]);
            }
#pragma omp master
            {
                nxt[0] = cur[0];
                nxt[N - 1] = cur[N - 1];
                double *t = cur;
                cur = nxt;
                nxt = t;
            }
#pragma omp barrier
#pragma omp masked filter(0)
            if (s % 50 == 0) printf("step %d res=%.6f\n", s, res);
#pragma omp barrier
        }
    }
    printf("final mid=%.6f edge=%.6f\n", cur[N / 2], cur[3]);
    free(a); free(b);
    return 0;
}
