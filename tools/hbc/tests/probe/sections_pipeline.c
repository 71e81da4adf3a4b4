/* Producer section before consumer section (works in any order of a team of one), with
   lastprivate and reduction on sections. */
#include <stdio.h>
#define N 4096

static double x[N], y[N];

int main(void)
{
    double s = 0.0;
    int last = -1;
    double dot = 0.0;
#pragma omp parallel
    {
#pragma omp sections lastprivate(last) reduction(+:s)
        {
#pragma omp section
            {
                for (int i = 0; i < N; i++) x[i] = i * 0.5;
                s += 1.0;
                last = 1;
            }
#pragma omp section
            {
                for (int i = 0; i < N; i++) y[i] = (N - i) * 0.25;
                s += 2.0;
                last = 2;
            }
        }
#pragma omp for reduction(+:dot)
        for (int i = 0; i < N; i++) dot += x[i] * y[i];
#pragma omp single
        s += dot;
    }
    printf("s=%.6e last=%d\n", s, last);
    return 0;
}
