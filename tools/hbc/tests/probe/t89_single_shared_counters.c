/* Shared C89 variables (declared at the top of main, no clause) used as loop counters only
   inside `single` and `master` blocks of a team-mode region (region-level thread id), which
   one thread runs: their values after the region are defined. Also a shared index reused by
   a worksharing loop after the single (the loop's copy is private; the single's is shared). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 50

static int seen[64];
static long tab[N];

int main(void)
{
    int i, j, k, m;
    long acc;
    acc = 0;
    m = -1;
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp single
        {
            for (j = 0; j < N; j++) tab[j] = j * j;
            for (k = N; k > 3; k /= 2) acc += k;
        }
#pragma omp for reduction(+ : acc)
        for (j = 0; j < N; j++) acc += tab[j];
#pragma omp master
        {
            for (m = 0; m < 7; m++) acc += m;
        }
#pragma omp barrier
#pragma omp single
        for (i = 0; i < 3; i++) acc *= 2;
    }
    printf("k=%d m=%d i=%d acc=%ld\n", k, m, i, acc);
    return 0;
}
