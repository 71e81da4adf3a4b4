/* Team-mode region; 'n' is only read there through a macro, so hbc passes it by value, but
   the single writes it through a pointer taken before the region: after the single's barrier
   every member must read 20. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N n
int main(void)
{
    int n = 10, bad = 0;
    int *pn = &n;
#pragma omp parallel reduction(+ : bad)
    {
        if (omp_get_thread_num() >= 0) {
#pragma omp single
            *pn = 20;
            bad += N != 20;
        }
    }
    printf("n=%d bad=%d\n", n, bad);
    return 0;
}
