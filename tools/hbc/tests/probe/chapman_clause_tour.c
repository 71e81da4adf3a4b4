/* "Using OpenMP"-style clause tour: firstprivate and lastprivate on a work-shared loop (the
   value after the loop is the last iteration's), two `omp for nowait` loops on independent
   arrays followed by an explicit barrier and a dependent loop, a `single copyprivate` that
   "reads" a parameter every thread then uses, a `parallel if(n > THRESHOLD)` region, and
   omp_set_num_threads() before a region that checks omp_in_parallel(). */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
#define omp_in_parallel() 0
#define omp_set_num_threads(n) (void)(n)
#endif

#define N 1000
#define THRESHOLD 500
#define NUM_THREADS 3

static double read_parameter(void) { return 2.5; }

int main(void)
{
    int i, n = N, indx = 4, last_i = -1;
    double a[N], b[N], c[N], d[N], x = 0.0, scale;
    int inpar = 0, checks = 0;

    for (i = 0; i < n; i++) {
        a[i] = i;
        d[i] = 0.0;
    }

#pragma omp parallel default(none) private(i) shared(indx, n, a, b, c, d, x, last_i, scale, checks)
    {
#pragma omp for firstprivate(indx) lastprivate(x)
        for (i = 0; i < n; i++) {
            x = a[i] + indx;
            b[i] = x * 2.0;
        }
#pragma omp single
        last_i = (int)x;

#pragma omp for nowait
        for (i = 0; i < n; i++) c[i] = a[i] * 3.0;
#pragma omp for nowait
        for (i = 0; i < n; i++) d[i] = a[i] - 1.0;
#pragma omp barrier
#pragma omp for
        for (i = 0; i < n; i++) a[i] = c[n - 1 - i] + d[(i + 7) % n];

        {
            double p;
#pragma omp single copyprivate(p)
            p = read_parameter();
#pragma omp for
            for (i = 0; i < n; i++) b[i] = b[i] * p;
#pragma omp atomic
            checks += (p == 2.5);
        }
#pragma omp single
        scale = 0.5;
    }

    omp_set_num_threads(NUM_THREADS);
#pragma omp parallel if (n > THRESHOLD) shared(inpar)
    {
#pragma omp single
        inpar = omp_in_parallel();
    }
    {
        double sa = 0, sb = 0;
        for (i = 0; i < n; i++) {
            sa += a[i];
            sb += b[i];
        }
        printf("x=%.1f last_i=%d sa=%.1f sb=%.2f scale=%.1f checks_pos=%d\n", x, last_i, sa, sb, scale, checks >= 1);
    }
#ifdef _OPENMP
    printf("in_parallel=%d\n", inpar);
#else
    printf("in_parallel=%d\n", 1);
#endif
    return 0;
}
