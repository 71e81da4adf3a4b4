/* An HPCG-like driver whose `parallel` region mixes region-level thread-id work with
   orphaned worksharing: each thread zeroes and fills its own partial-sum slot (indexed by
   omp_get_thread_num(), slots sized by omp_get_max_threads()), calls helper functions
   holding orphaned `omp for` loops (one `nowait` followed by an orphaned barrier helper),
   and a `single` combines the slots after a barrier. The same driver runs under a
   `parallel if(n > 500)` clause for a small and a large problem. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_max_threads(void) { return 1; }
#endif

static void scale(double *x, int n, double a)
{
#pragma omp for schedule(static) nowait
    for (int i = 0; i < n; i++) x[i] *= a;
}

static void sync_all(void)
{
#pragma omp barrier
}

static void waxpby(double *w, const double *x, const double *y, int n, double a, double b)
{
#pragma omp for schedule(static)
    for (int i = 0; i < n; i++) w[i] = a * x[i] + b * y[i];
}

static double partial_dot(const double *x, const double *y, int n)
{
    double s = 0;
#pragma omp for schedule(static) nowait
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}

static double driver(int n)
{
    double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n), *w = malloc(sizeof(double) * n);
    int nt = omp_get_max_threads();
    double *slot = calloc(nt, sizeof(double));
    double result = 0;
    for (int i = 0; i < n; i++) { x[i] = 1.0 + i % 5; y[i] = 0.5 * (i % 3); }
#pragma omp parallel if (n > 500)
    {
        int t = omp_get_thread_num();
        slot[t] = 0;
        scale(x, n, 2.0);
        sync_all();
        waxpby(w, x, y, n, 1.0, -2.0);
        slot[t] = partial_dot(w, x, n);
#pragma omp barrier
#pragma omp single
        {
            for (int k = 0; k < nt; k++) result += slot[k];
        }
    }
    free(x); free(y); free(w); free(slot);
    return result;
}

int main(void)
{
    printf("small=%.3f\n", driver(300));
    printf("large=%.3f\n", driver(50000));
    return 0;
}
