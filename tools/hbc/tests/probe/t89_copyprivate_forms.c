/* Neighbours of the copyprivate finding, in team-mode regions (region-level thread id):
   copyprivate of a threadprivate variable, of a variable declared inside the region, of a
   variable made private on the region by `private` (C89, top of main), and of two of them
   in one clause; each member counts the values it did not receive. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int tp = -1;
#pragma omp threadprivate(tp)
static int seen[64];

int main(void)
{
    int p, q, bad1, bad2, bad3;
    double d;
    bad1 = 0;
    bad2 = 0;
    bad3 = 0;
    p = -5;
    q = -6;
#pragma omp parallel reduction(+ : bad1)
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp single copyprivate(tp)
        tp = 11;
        if (tp != 11) bad1++;
    }
#pragma omp parallel reduction(+ : bad2)
    {
        int local;
        seen[omp_get_thread_num()] = 1;
#pragma omp single copyprivate(local)
        local = 22;
        if (local != 22) bad2++;
    }
#pragma omp parallel private(p, q, d) reduction(+ : bad3)
    {
        seen[omp_get_thread_num()] = 1;
        p = 0;
        q = 0;
        d = 0.0;
#pragma omp single copyprivate(p, d)
        {
            p = 33;
            d = 1.5;
        }
        q = p + 1;
        if (p != 33 || q != 34 || d != 1.5) bad3++;
    }
    printf("bad=%d,%d,%d\n", bad1, bad2, bad3);
    return 0;
}
