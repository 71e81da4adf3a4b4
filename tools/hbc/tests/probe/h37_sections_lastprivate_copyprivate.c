/* `sections` computing independent statistics of one data set (min, max, mean, variance
   by a second pass) with lastprivate of a status code; `single copyprivate` broadcasting a
   parameter read "from input" (a deterministic stub) to every thread's private copy, used
   in a following `omp for`. */
#include <stdio.h>
#include <math.h>

#define N 50000
static double data[N];

static int read_param(int *n, double *scale)
{
    *n = 17;
    *scale = 0.5;
    return 0;
}

int main(void)
{
    for (int i = 0; i < N; i++) data[i] = sin(0.001 * i) * 10.0 + (i % 13);
    double mn = 1e300, mx = -1e300, mean = 0.0, var = 0.0;
    int status = 0;
#pragma omp parallel sections lastprivate(status)
    {
#pragma omp section
        {
            for (int i = 0; i < N; i++) if (data[i] < mn) mn = data[i];
            status = 1;
        }
#pragma omp section
        {
            for (int i = 0; i < N; i++) if (data[i] > mx) mx = data[i];
            status = 2;
        }
#pragma omp section
        {
            double s = 0.0, s2 = 0.0;
            for (int i = 0; i < N; i++) s += data[i];
            double m = s / N;
            for (int i = 0; i < N; i++) s2 += (data[i] - m) * (data[i] - m);
            mean = m;
            var = s2 / (N - 1);
            status = 3;
        }
    }
    printf("min %.6f max %.6f mean %.6f var %.6f status %d\n", mn, mx, mean, var, status);

    long acc = 0;
    int k;
    double scale;
#pragma omp parallel private(k, scale)
    {
#pragma omp single copyprivate(k, scale)
        read_param(&k, &scale);
#pragma omp for reduction(+:acc)
        for (int i = 0; i < N; i++) acc += (long)(data[i] * scale) % k;
    }
    printf("acc %ld\n", acc);
    return 0;
}
