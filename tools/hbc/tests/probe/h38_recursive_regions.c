/* Recursion that opens a region at every depth (divide-and-conquer written with nested
   `parallel for` over the two halves, a textbook anti-pattern that still must compute the
   right answer): the top call is at level 0, each recursive region is nested (inactive at
   one active level). The deepest omp_get_level() reached and the number of regions whose
   team had more than one thread below level 1 are reported. */
#include <stdio.h>
#include <omp.h>
#define N 4096

static double v[N];
static int maxlevel = 0, wide_nested = 0, regions = 0;

static double rsum(int lo, int hi, int depth)
{
    if (hi - lo <= 256 || depth >= 6) {
        double s = 0;
        for (int i = lo; i < hi; i++) s += v[i];
        return s;
    }
    double part[2];
    int mid = lo + (hi - lo) / 2;
#pragma omp parallel for num_threads(2)
    for (int h = 0; h < 2; h++) {
        int l = omp_get_level();
#pragma omp critical
        {
            if (l > maxlevel) maxlevel = l;
            if (l > 1 && omp_get_num_threads() > 1) wide_nested++;
            if (h == 0) regions++;
        }
        part[h] = h == 0 ? rsum(lo, mid, depth + 1) : rsum(mid, hi, depth + 1);
    }
    return part[0] + part[1];
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: sum=8386560.0 maxlevel=4 wide_nested=0 regions=15
int main(void)
{
    for (int i = 0; i < N; i++) v[i] = i;
    double s = rsum(0, N, 0);
    printf("sum=%.1f maxlevel=%d wide_nested=%d regions=%d\n", s, maxlevel, wide_nested, regions);
    return 0;
}
