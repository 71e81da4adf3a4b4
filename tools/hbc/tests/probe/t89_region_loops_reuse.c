/* C89 style: every variable at the top of main, reused by several worksharing loops of one
   team-mode region (the region records each member's id at region level). The index `i` of
   the first loop is reused by the second and by a region-level sequential loop after a
   barrier; `j` and `k` are inner sequential counters listed in the region's private clause. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 400
#define M 8

static double a[N], b[N];
static int seen[64];
static long rowsum[N];

int main(void)
{
    int i, j, k, nth;
    double s;
    long chk;
    nth = 1;
    s = 0.0;
#pragma omp parallel private(j, k)
    {
        int me = omp_get_thread_num();
        seen[me] = 1;
#pragma omp single
        nth = omp_get_num_threads();
#pragma omp for
        for (i = 0; i < N; i++) {
            a[i] = 0.0;
            for (j = 0; j < M; j++) a[i] += (i % 13) * 0.25 + j;
        }
#pragma omp for reduction(+ : s)
        for (i = N - 1; i >= 0; i--) {
            b[i] = a[i] * 2.0;
            for (k = 0; k < 3; k++) b[i] -= k;
            s += b[i];
        }
#pragma omp for schedule(dynamic, 7)
        for (i = 0; i < N; i++) {
            rowsum[i] = 0;
            for (j = 0; j <= i % 5; j++)
                for (k = 0; k < 2; k++) rowsum[i] += j * k + 1;
        }
    }
    chk = 0;
    for (i = 0; i < N; i++) chk += rowsum[i] * (i + 1);
    printf("s=%.3f chk=%ld members_ok=%d\n", s, chk, seen[0] == 1 && nth >= 1);
    return 0;
}
