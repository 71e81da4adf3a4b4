/* A combined `parallel for collapse(2) schedule(static)` whose two loop variables are
   declared before the nest (C89 style) and whose body calls omp_get_thread_num() (a
   per-thread counter), which hbc runs in team mode. OpenMP makes both variables private to
   the loop. hbc's team-mode translation rewrote the body's `i` and `j` to the function's
   variables passed by address and lost the end of the chunk loop and of the outlined
   function: the generated C did not compile (`'__hb_l_1_1' undeclared`; fixed in session 16). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
static int out[20][30];
static long per_thread[64];
int main(void)
{
    int i, j;
#pragma omp parallel for collapse(2) schedule(static)
    for (i = 0; i < 20; i++)
        for (j = 0; j < 30; j++) { out[i][j] = i * 100 + j; per_thread[omp_get_thread_num()]++; }
    long s = 0, c = 0;
    for (i = 0; i < 20; i++)
        for (j = 0; j < 30; j++) s += out[i][j] * (i + j + 1);
    for (i = 0; i < 64; i++) c += per_thread[i];
    printf("%ld %ld\n", s, c);
    return 0;
}
