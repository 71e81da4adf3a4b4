/* Minimal form of LLNL's orphaned-reduction example (dotprod): a function called from a
   parallel region asks omp_get_thread_num() and also holds an orphaned `omp for`. Each half
   alone is accepted (tid in the region's own code plus an orphaned loop in a callee, or a
   tid-only callee beside a loop-only callee); together hbc refused the region until session 16. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

int a[100], seen;

void scale(void)
{
    int i, tid = omp_get_thread_num();
#pragma omp for
    for (i = 0; i < 100; i++) a[i] = a[i] * 2;
#pragma omp atomic
    seen += tid >= 0;
}

int main(void)
{
    int i, s = 0;
    for (i = 0; i < 100; i++) a[i] = i;
#pragma omp parallel
    scale();
    for (i = 0; i < 100; i++) s += a[i];
    printf("s=%d seen=%d\n", s, seen > 0);
    return 0;
}
