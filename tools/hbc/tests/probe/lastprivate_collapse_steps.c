/* lastprivate on collapsed loops with non-unit and negative steps: the loop variables and a
   variable assigned in every iteration take the values of the sequentially last iteration
   (the loop variables their values after the nest); also lastprivate on `sections` where the
   lexically last section assigns, and a collapsed nest in a region using thread ids. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

int main(void)
{
    int i, j, k;
    long x = -1, cnt = 0;
#pragma omp parallel for collapse(2) lastprivate(i, j, x) reduction(+ : cnt)
    for (i = 10; i > -7; i -= 3)
        for (j = 1; j <= 20; j += 4) {
            x = i * 100 + j;
            cnt++;
        }
    printf("a i=%d j=%d x=%ld cnt=%ld\n", i, j, x, cnt);

    long y = -1;
#pragma omp parallel for collapse(3) lastprivate(i, j, k, y)
    for (i = 0; i < 4; i++)
        for (j = 9; j >= 0; j -= 2)
            for (k = 5; k < 8; k += 2) y = i * 10000 + j * 100 + k;
    printf("b i=%d j=%d k=%d y=%ld\n", i, j, k, y);

    int sec = 0, tids = 0;
#pragma omp parallel
    {
#pragma omp sections lastprivate(sec)
        {
#pragma omp section
            sec = 1;
#pragma omp section
            sec = 2;
#pragma omp section
            sec = 3;
        }
    }
    printf("c sec=%d\n", sec);

    long z = -1;
#pragma omp parallel reduction(+ : tids)
    {
        tids += omp_get_thread_num() >= 0;
#pragma omp for collapse(2) lastprivate(i, j, z)
        for (i = 7; i >= 0; i -= 2)
            for (j = 0; j < 9; j += 3) z = i * 10 + j;
    }
    printf("d i=%d j=%d z=%ld team=%d\n", i, j, z, tids > 0);
    return 0;
}
