// NPB SP's x_solve shape (helper-15, session 36): a region's private `m` is an inner loop's
// counter in one worksharing loop's body and the region's own counter of later loops, and
// `n` is assigned at the top of another loop's body and at region level. Every use assigns
// them first, so no value a loop leaves is ever read: the region stays in heartbeat mode
// (it ran as a team, a barrier per loop, 100x slower than sequential on a loaded machine).
// EXPECT-NO-TRANSLATION: hbc_team_run
// EXPECT-TRANSLATION: static void __hb_loop_2(void *__hb_ctx, int64_t __hb_lo, int64_t __hb_hi)
// EXPECT-OUTPUT: 1826816.0 256
#include <stdio.h>
#define N 64
static double a[5][N][N];
int main(void) {
    long t = 0;
#pragma omp parallel
    {
        int j, k, m, n;
#pragma omp for
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                for (m = 0; m < 3; m++) a[m][j][k] = j + k + m;
        for (m = 3; m < 5; m++) {
            n = (m - 3 + 1) * 5;
#pragma omp for
            for (j = 0; j < N; j++)
                for (k = 0; k < N; k++) a[m][j][k] = a[m - 3][j][k] * 2;
#pragma omp for reduction(+ : t)
            for (j = 0; j < N; j++) {
                n = j % 4;
                t += n + m - 3;
            }
        }
    }
    double s = 0;
    for (int m = 0; m < 5; m++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++) s += a[m][j][k];
    printf("%.1f %ld\n", s, t);
    return 0;
}
