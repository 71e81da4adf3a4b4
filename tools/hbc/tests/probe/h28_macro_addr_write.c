/* Macros that write a shared local through its address, through ++ and through a
   function-like macro that assigns; each after a barrier the members read it. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define PA (&a)
#define BUMPB (b++)
#define SETC(v) (c = (v))
#define RA (a)
#define RB (b)
#define RC (c)
static void setp(int *p, int v) { *p = v; }
#define SETD(v) setp(&d, (v))
#define RD (d)
int main(void)
{
    int a = 1, b = 1, c = 1, d = 1, bad = 0;
#pragma omp parallel reduction(+ : bad)
    {
        int t = omp_get_thread_num();
#pragma omp single
        {
            *PA = 7;
            BUMPB;
            SETC(9);
            SETD(11);
        }
        if (RA != 7) bad++;
        if (RB != 2) bad++;
        if (RC != 9) bad++;
        if (RD != 11) bad++;
        (void)t;
    }
    printf("a=%d b=%d c=%d d=%d bad=%d\n", a, b, c, d, bad);
    return 0;
}
