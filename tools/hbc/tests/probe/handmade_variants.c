/* Hand-made reductions in their common variants: combined with atomic instead of critical,
   a min with an if-statement combine, a nowait loop, and a product from a non-zero init. */
#include <float.h>
#include <stdio.h>
#define N 30000

static double x[N];

int main(void)
{
    double sum = 0.0, gmin = DBL_MAX, prod = 1.0;
    long cnt = 0;
    for (int i = 0; i < N; i++) x[i] = ((i * 7919) % 1000) * 0.001 + 0.5;
#pragma omp parallel
    {
        double local = 0.0;
#pragma omp for nowait
        for (int i = 0; i < N; i++) local += x[i];
#pragma omp atomic
        sum += local;
    }
#pragma omp parallel
    {
        double lmin = DBL_MAX;
        long lc = 0;
#pragma omp for
        for (int i = 0; i < N; i++) {
            if (x[i] < lmin) lmin = x[i];
            lc += x[i] > 1.0;
        }
#pragma omp critical
        {
            if (lmin < gmin) gmin = lmin;
            cnt += lc;
        }
    }
#pragma omp parallel
    {
        double p = 1.0;
#pragma omp for
        for (int i = 0; i < 200; i++) p *= 1.0 + (i % 3) * 0.001;
#pragma omp critical
        prod *= p;
    }
    printf("sum=%.6f min=%.6f cnt=%ld prod=%.9f\n", sum, gmin, cnt, prod);
    return 0;
}
