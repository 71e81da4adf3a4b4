/* Nested parallelism as in textbook chapters: omp_set_max_active_levels(2), an outer
   `parallel num_threads(2)` whose threads each open an inner `parallel for` over their half,
   omp_get_level()/omp_get_active_level() checked inside (counted, not printed per thread),
   and omp_get_ancestor_thread_num(0) == 0 everywhere. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
#define omp_set_max_active_levels(n) ((void)(n))
#define omp_get_level() 0
#define omp_get_ancestor_thread_num(l) 0
#define omp_get_thread_num() 0
#define omp_get_num_threads() 1
#endif
#define N 4096

static double a[N];

int main(void)
{
    omp_set_max_active_levels(2);
    int bad_level = 0, bad_anc = 0;
    for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel num_threads(2) reduction(+:bad_level, bad_anc)
    {
        int half = omp_get_thread_num(), nh = omp_get_num_threads();
        int lo = half * N / nh, hi = (half + 1) * N / nh;
#ifdef _OPENMP
        if (omp_get_level() != 1) bad_level++;
#endif
#pragma omp parallel for reduction(+:bad_level, bad_anc)
        for (int i = lo; i < hi; i++) {
            a[i] = a[i] * 2.0 + 1.0;
#ifdef _OPENMP
            if (omp_get_level() != 2) bad_level++;
#endif
            if (omp_get_ancestor_thread_num(0) != 0) bad_anc++;
        }
    }
    double s = 0;
    for (int i = 0; i < N; i++) s += a[i];
    printf("sum %.1f bad_level %d bad_anc %d\n", s, bad_level, bad_anc);
    return 0;
}
