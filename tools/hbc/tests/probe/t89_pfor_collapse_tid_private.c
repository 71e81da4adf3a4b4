/* A combined `parallel for collapse(2) schedule(static)` in team mode (the body asks its
   thread number) in a C89 function: both indices, an inner counter `k` and a temporary `t`
   declared at the top and listed in private, a firstprivate scale, and a reduction; the
   indices are then reused by a collapse(2) nest without braces and a nowait-free loop in a
   region. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define R 30
#define C 14

static double m[R][C];
static int cnt_by_thread[64];

int main(void)
{
    int i, j, k, t, scale;
    double sum, sum2;
    scale = 2;
    sum = 0.0;
    sum2 = 0.0;
#pragma omp parallel for collapse(2) schedule(static) private(k, t) firstprivate(scale) \
    reduction(+ : sum)
    for (i = 0; i < R; i++) {
        for (j = 0; j < C; j++) {
            t = omp_get_thread_num();
            cnt_by_thread[t]++;
            m[i][j] = 0;
            for (k = 0; k < 3; k++) m[i][j] += scale * (i + j + k);
            sum += m[i][j];
        }
    }
    t = 0;
    for (k = 0; k < 64; k++) t += cnt_by_thread[k];
#pragma omp parallel
    {
        if (omp_get_thread_num() == 0) cnt_by_thread[0] = -1;
#pragma omp for collapse(2) reduction(+ : sum2) schedule(dynamic, 4)
        for (i = 1; i < R; i += 2)
            for (j = C - 1; j >= 0; j--)
                sum2 += m[i][j] * j;
    }
    printf("sum=%.1f sum2=%.1f count=%d\n", sum, sum2, t);
    return 0;
}
