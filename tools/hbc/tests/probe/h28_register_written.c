/* register scalars in a team-mode region: one only read (loop bound), one written in a
   single and read by every member after its barrier, one reduction-like under critical. */
// PROBE-ACCEPT: rejected
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
int main(void)
{
    register int n = 30;
    register int flag = 0;
    register long acc = 0;
    int i, bad = 0;
    long s = 0;
#pragma omp parallel reduction(+ : s, bad)
    {
        int t = omp_get_thread_num();
#pragma omp for
        for (i = 0; i < n; i++) s += i;
#pragma omp single
        flag = 5;
        if (flag != 5) bad++;
#pragma omp critical
        acc += 1;
        (void)t;
    }
    printf("s=%ld flag=%d bad=%d acc_pos=%d\n", s, flag, bad, acc >= 1);
    return 0;
}
