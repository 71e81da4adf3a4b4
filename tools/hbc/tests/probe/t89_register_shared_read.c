/* A `register` variable declared at the top of a C89 function and only read (shared) in a
   team-mode region (region-level thread id) and in a combined static loop whose body asks
   its thread number. OpenMP accepts `register` variables in regions. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int seen[64];
static long v[100];

int main(void)
{
    register int scale = 3;
    int i;
    long s = 0;
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for
        for (i = 0; i < 100; i++) v[i] = i * scale;
    }
#pragma omp parallel for schedule(static) reduction(+ : s)
    for (i = 0; i < 100; i++) s += v[i] * scale + omp_get_thread_num() * 0;
    printf("s=%ld\n", s);
    return 0;
}
