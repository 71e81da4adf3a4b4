/* `ordered` blocks printing in iteration order: a `parallel for ordered schedule(dynamic)`
   whose rows are computed out of order and printed in order; an `omp for ordered` with a
   chunked static schedule inside a region, printing only every 50th iteration, and a
   running checksum updated inside the ordered block (order-sensitive: h = h * 31 + v). */
#include <stdio.h>
#define N 240

static double work(int i)
{
    double s = 0;
    for (int k = 0; k < 2000 + (i % 7) * 500; k++) s += (k % (i + 3)) * 1e-3;
    return s;
}

int main(void)
{
    unsigned long h = 7;
#pragma omp parallel for ordered schedule(dynamic, 3)
    for (int i = 0; i < 24; i++) {
        double r = work(i);
#pragma omp ordered
        printf("row %d %.6f\n", i, r);
    }
#pragma omp parallel
    {
#pragma omp for ordered schedule(static, 5)
        for (int i = 0; i < N; i++) {
            double r = work(i);
            unsigned long v = (unsigned long)(r * 1000);
#pragma omp ordered
            {
                h = h * 31 + v;
                if (i % 50 == 0) printf("at %d h=%lu\n", i, h);
            }
        }
#pragma omp single
        printf("final h=%lu\n", h);
    }
    return 0;
}
