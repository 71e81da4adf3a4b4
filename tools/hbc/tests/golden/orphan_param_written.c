// A by-value parameter written in an orphaned loop holds the caller's argument: not scratch
// (each thread's own copy in OpenMP; the shares run in order here, Dir::seqShare).
// EXPECT-OUTPUT: 24750.0
#include <stdio.h>
static double a[1000];
static void fill(int n, double v, int stride)
{
#pragma omp for
    for (int i = 0; i < n; i++) {
        if (stride < 1) stride = 1;   /* defensive clamp of a parameter, per iteration */
        a[i] = v * (i / stride);
    }
}
int main(void)
{
#pragma omp parallel
    fill(1000, 0.5, 10);
    double s = 0;
    for (int i = 0; i < 1000; i++) s += a[i];
    printf("%.1f\n", s);
    return 0;
}
