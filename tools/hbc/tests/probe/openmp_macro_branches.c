/* `_OPENMP` tested by the program: its version printed as a capability flag,
   `#ifdef _OPENMP` branches inside a region and inside a loop body, and `#if` blocks
   inside a loop body that select code. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#define N 4000
#define USE_FAST 1

static double a[N];

int main(void)
{
#ifdef _OPENMP
    int have = _OPENMP >= 200805;
#else
    int have = 1;
#endif
    printf("openmp-capable %d\n", have);
    int nt = 0;
    double s = 0;
#pragma omp parallel
    {
#ifdef _OPENMP
#pragma omp single
        nt = omp_get_num_threads() > 0;
#else
        nt = 1;
#endif
#pragma omp for reduction(+:s)
        for (int i = 0; i < N; i++) {
#if USE_FAST
            a[i] = i * 0.5;
#else
            a[i] = i / 2.0 + 1.0;
#endif
#ifdef _OPENMP
            s += a[i] + 0 * omp_get_thread_num();
#else
            s += a[i];
#endif
        }
    }
    printf("nt=%d s=%.2f\n", nt, s);
    return 0;
}
