/* `parallel sections` with four sections calling different analysis functions, two of
   which hold their own `parallel for` (nested parallelism), one a `parallel` region with
   `omp for reduction` and `omp single`, and one a plain sequential scan; results written to
   distinct globals and printed after. Also a `sections` construct inside a region with
   `private` and `lastprivate`-free section-local variables, followed by `omp single`. */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>

#define N 200000
static double data[N];
static double mean_v, var_v, max_v;
static long nzero;
static double hist[16];

static void compute_mean(void)
{
    double s = 0.0;
    int i;
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < N; i++) s += data[i];
    mean_v = s / N;
}

static void compute_var(void)
{
    double m = 0.0, ss = 0.0;
    int i;
#pragma omp parallel
    {
#pragma omp for reduction(+:m)
        for (i = 0; i < N; i++) m += data[i];
#pragma omp single
        m /= N;
#pragma omp for reduction(+:ss)
        for (i = 0; i < N; i++) ss += (data[i] - m) * (data[i] - m);
    }
    var_v = ss / N;
}

static void compute_max(void)
{
    double mx = -1e300;
    int i;
#pragma omp parallel for reduction(max:mx)
    for (i = 0; i < N; i++) mx = fmax(mx, data[i]);
    max_v = mx;
}

static void count_zero(void)
{
    long c = 0;
    for (int i = 0; i < N; i++) c += data[i] == 0.0;
    nzero = c;
}

int main(void)
{
    int i;
    for (i = 0; i < N; i++) data[i] = (i % 10 == 0) ? 0.0 : sin(0.001 * i) * 10.0;
#pragma omp parallel sections
    {
#pragma omp section
        compute_mean();
#pragma omp section
        compute_var();
#pragma omp section
        compute_max();
#pragma omp section
        count_zero();
    }
    printf("mean %.10f var %.10f max %.10f zero %ld\n", mean_v, var_v, max_v, nzero);

    double lo_sum = 0.0, hi_sum = 0.0;
#pragma omp parallel private(i)
    {
#pragma omp sections
        {
#pragma omp section
            {
                double t = 0.0;
                for (i = 0; i < N / 2; i++) t += data[i];
                lo_sum = t;
            }
#pragma omp section
            {
                double t = 0.0;
                for (i = N / 2; i < N; i++) t += data[i];
                hi_sum = t;
            }
        }
#pragma omp for
        for (i = 0; i < 16; i++) {
            int j;
            double h = 0.0;
            for (j = i; j < N; j += 16) h += fabs(data[j]);
            hist[i] = h;
        }
#pragma omp single
        {
            if (fabs(lo_sum + hi_sum - mean_v * N) > 1e-3) {
                fprintf(stderr, "inconsistent sums\n");
                exit(1);
            }
        }
    }
    printf("lo %.8f hi %.8f\n", lo_sum, hi_sum);
    for (i = 0; i < 16; i += 4) printf("hist[%d] %.6f\n", i, hist[i]);
    return 0;
}
