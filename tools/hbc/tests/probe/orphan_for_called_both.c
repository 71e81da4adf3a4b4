/* NPB MG-style routines with orphaned worksharing: a boundary exchange (`comm3`) and a
   smoother, each an orphaned `omp for` (private inner counters, a nowait, a `master`
   bookkeeping update), called from inside a `parallel` region in a loop of the region,
   and also called outside any region (where they run sequentially). */
#include <stdio.h>
#define N 40

static double u[N][N], v[N][N];
static int calls_in_master;

static void comm3(double (*a)[N])
{
    int i;
#pragma omp for private(i)
    for (int j = 1; j < N - 1; j++) {
        a[j][0] = a[j][N - 2];
        a[j][N - 1] = a[j][1];
        for (i = 0; i < 1; i++) (void)0;
    }
#pragma omp for nowait
    for (int i2 = 0; i2 < N; i2++) {
        a[0][i2] = a[N - 2][i2];
        a[N - 1][i2] = a[1][i2];
    }
#pragma omp master
    calls_in_master++;
}

static void smooth(double (*dst)[N], double (*src)[N], double w)
{
    int i, j;
#pragma omp for private(i)
    for (j = 1; j < N - 1; j++)
        for (i = 1; i < N - 1; i++)
            dst[j][i] = (1 - w) * src[j][i] + w * 0.25 * (src[j - 1][i] + src[j + 1][i] + src[j][i - 1] + src[j][i + 1]);
}

int main(void)
{
    for (int j = 0; j < N; j++)
        for (int i = 0; i < N; i++) u[j][i] = ((i * 13 + j * 7) % 10) * 0.1;
    comm3(u);                       /* outside a region: sequential */
#pragma omp parallel
    {
        for (int it = 0; it < 8; it++) {
            smooth(v, u, 0.8);
            comm3(v);
#pragma omp barrier
            smooth(u, v, 0.8);
            comm3(u);
#pragma omp barrier
        }
    }
    comm3(u);
    double s = 0;
    for (int j = 0; j < N; j++)
        for (int i = 0; i < N; i++) s += u[j][i] * (1 + (i + j) % 4);
    printf("s=%.8f calls=%d\n", s, calls_in_master);
    return 0;
}
