// PROBE-ACCEPT: build-failed (clang 14, hbc's parser, does not know this OpenMP 5.1 construct; docs/hbc-limits.md, Limitations)
/* OpenMP 5.1 `scope` (a worksharing-free region with its own private/reduction clauses)
   and the `allocate` clause with omp_alloc / omp_free and predefined allocators, as codes
   that tune memory placement write them. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#define N 8000

static double a[N];

int main(void)
{
    double s = 0, t = 0;
    int calls = 0;
#ifdef _OPENMP
    double *buf = (double *)omp_alloc(N * sizeof(double), omp_default_mem_alloc);
#else
    static double bufmem[N];
    double *buf = bufmem;
#endif
    for (int i = 0; i < N; i++) a[i] = (i % 17) * 0.25;
#pragma omp parallel
    {
        double tmp = 0;
#pragma omp for private(tmp) allocate(omp_default_mem_alloc : tmp)
        for (int i = 0; i < N; i++) {
            tmp = a[i] * 2;
            buf[i] = tmp + 1;
        }
#pragma omp scope reduction(+ : s)
        {
#pragma omp for
            for (int i = 0; i < N; i++) s += buf[i];
        }
#pragma omp scope
        {
#pragma omp atomic
            calls += 0;
        }
    }
#pragma omp parallel for reduction(+ : t) firstprivate(calls) allocate(omp_low_lat_mem_alloc : t)
    for (int i = 0; i < N; i++) t += buf[i] * (calls + 1);
#ifdef _OPENMP
    omp_free(buf, omp_default_mem_alloc);
#endif
    printf("s=%.6f t=%.6f\n", s, t);
    return 0;
}
