/* A recursive divide-and-conquer sum whose every level opens a parallel region with two
   `sections` and a parallel loop at the leaves (nested regions at run time), and a
   recursive function holding a parallel for with a reduction that calls itself from the
   loop body. */
#include <stdio.h>
#define N 4096

static double a[N];

static double rsum(int lo, int hi)
{
    if (hi - lo <= 256) {
        double s = 0;
#pragma omp parallel for reduction(+:s)
        for (int i = lo; i < hi; i++) s += a[i];
        return s;
    }
    double l = 0, r = 0;
    int mid = lo + (hi - lo) / 2;
#pragma omp parallel sections
    {
#pragma omp section
        l = rsum(lo, mid);
#pragma omp section
        r = rsum(mid, hi);
    }
    return l + r;
}

static long tree(int depth)
{
    if (depth == 0) return 1;
    long s = 0;
#pragma omp parallel for reduction(+:s)
    for (int k = 0; k < 3; k++) s += tree(depth - 1) + k;
    return s;
}

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (i % 31) * 0.125;
    printf("rsum=%.4f tree=%ld\n", rsum(0, N), tree(6));
    return 0;
}
