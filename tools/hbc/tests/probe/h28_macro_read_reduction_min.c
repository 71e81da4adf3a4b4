/* Team-mode region; 'n' appears in the region's own code only in a macro, and is written only
   by a nested loop's reduction clause: hbc passes it by value, then the combine names the
   missing __hb_p_n (same with lastprivate(n) on the loop or on sections). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define RN (n)
int main(void)
{
    int n = 0, i, bad = 0;
#pragma omp parallel reduction(+ : bad)
    {
        int t = omp_get_thread_num();
#pragma omp for reduction(+ : n)
        for (i = 0; i < 10; i++) n += 1;
        bad += RN != 10;
        (void)t;
    }
    printf("n=%d bad=%d\n", n, bad);
    return 0;
}
