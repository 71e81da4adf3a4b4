/* `single nowait` initialises a scalar nobody reads in the following `for` (another
   array), the loop then runs; a second `single` (with barrier) publishes a value read by a
   following `for`; `master` then explicit barrier then `for`. */
#include <stdio.h>
#define N 3000

static double x[N], y[N], z[N];
static double scale;
static int status;

int main(void)
{
    for (int i = 0; i < N; i++) x[i] = i % 17;
#pragma omp parallel
    {
#pragma omp single nowait
        status = 1;
#pragma omp for
        for (int i = 0; i < N; i++) y[i] = x[i] * 2.0;
#pragma omp single
        {
            double m = 0;
            for (int i = 0; i < N; i++) if (y[i] > m) m = y[i];
            scale = 1.0 / m;
        }
#pragma omp for nowait
        for (int i = 0; i < N; i++) y[i] *= scale;
#pragma omp master
        status += 10;
#pragma omp barrier
#pragma omp for schedule(static, 7)
        for (int i = 0; i < N; i++) z[i] = y[i] + status;
    }
    double s = 0;
    for (int i = 0; i < N; i++) s += z[i];
    printf("status=%d s=%.6f\n", status, s);
    return 0;
}
