/* Reduced from imagick_blur_thread_set.c: a combined `parallel for schedule(static)` whose
   body asks omp_get_thread_num() (hbc runs it in team mode, the static owner being visible)
   and whose loop variable is declared before the loop (`long y; for (y = 0; ...)`, C89
   style). OpenMP makes `y` private to the loop; hbc's team-mode translation declared the
   loop's own `y` but rewrote the body's uses to the function's `y`, passed by address and
   never assigned (silently wrong until session 16). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
static int out[100];
int main(void)
{
    long y;
#pragma omp parallel for schedule(static)
    for (y = 0; y < 100; y++) out[y] = (int)y * 2 + omp_get_thread_num() * 0;
    long s = 0;
    for (int i = 0; i < 100; i++) s += out[i] * (i + 1);
    printf("%ld\n", s);
    return 0;
}
