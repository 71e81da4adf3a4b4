/* taskloop (with grainsize and a reduction clause) created by `single` inside a region
   that also divides work by omp_get_thread_num() (team mode); docs/hbc-internals.md refuses taskloop
   in a team-mode region. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 4000

static double v[N];

int main(void)
{
    long parts = 0;
    double s = 0;
#pragma omp parallel reduction(+ : parts)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < N; i += n) v[i] = i * 0.5;
        parts += 1;
#pragma omp barrier
#pragma omp single
        {
#pragma omp taskloop grainsize(100) reduction(+ : s)
            for (int i = 0; i < N; i++) s += v[i];
        }
    }
    printf("s=%.1f parts>0=%d\n", s, parts > 0);
    return 0;
}
