/* Scalars read through macros in a team-mode region and written there only by clauses of
   nested constructs: a loop reduction, a loop lastprivate, a sections lastprivate and an
   atomic capture through a macro argument. Members read them after the barriers. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define RN (n)
#define RL (last)
#define RS (sec)
int main(void)
{
    int n = 0, last = -1, sec = -1, i, bad = 0;
#pragma omp parallel reduction(+ : bad)
    {
        int t = omp_get_thread_num();
#pragma omp for reduction(+ : n)
        for (i = 0; i < 10; i++) n += 1;
        if (RN != 10) bad++;
#pragma omp for lastprivate(last)
        for (i = 0; i < 10; i++) last = i * 3;
        if (RL != 27) bad++;
#pragma omp sections lastprivate(sec)
        {
#pragma omp section
            sec = 1;
#pragma omp section
            sec = 2;
        }
        if (RS != 2) bad++;
        (void)t;
    }
    printf("n=%d last=%d sec=%d bad=%d\n", n, last, sec, bad);
    return 0;
}
