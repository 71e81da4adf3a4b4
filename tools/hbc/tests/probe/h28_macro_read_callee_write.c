/* Read-only in a macro at region level; a callee writes it through a global alias. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
static int *alias;
static void bump(void) { *alias += 5; }
#define LIM (lim * 2)
int main(void)
{
    int lim = 3, bad = 0, i;
    long sum = 0;
    alias = &lim;
#pragma omp parallel reduction(+ : bad, sum)
    {
        int t = omp_get_thread_num();
#pragma omp single
        bump();
        if (LIM != 16) bad++;
#pragma omp for
        for (i = 0; i < LIM; i++) sum += i;
        (void)t;
    }
    printf("lim=%d bad=%d sum=%ld\n", lim, bad, sum);
    return 0;
}
