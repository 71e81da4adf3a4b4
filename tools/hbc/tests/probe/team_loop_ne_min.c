/* Minimal: a `!=` worksharing loop (OpenMP 5.0 canonical form; heartbeat mode takes it)
   inside a team-mode region is rejected: "the worksharing loop must be
   `for (i = lb; i < ub; i += s)` (<, <=, >, >=; integer or pointer i)". */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 100
static int a[N];
int main(void)
{
    long s = 0;
    for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel
    {
        if (omp_get_thread_num() == 0) a[0] = 1;
#pragma omp for reduction(+:s)
        for (int i = 0; i != N; i++) s += a[i];
    }
    printf("%ld\n", s);
    return 0;
}
