/* A target inside a team-mode region (region-level thread id): each member runs it; a
   function local the target writes without a map clause is firstprivate (unchanged); a
   member's mapped slot is written back. */
// PROBE-OUTPUT: scratch=3 bad=0 s=4224
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
int main(void)
{
    int res[64], scratch = 3, i, bad = 0;
    long s = 0;
    for (i = 0; i < 64; i++) res[i] = 0;
#pragma omp parallel reduction(+ : bad)
    {
        int t = omp_get_thread_num();
        int mine = t + 1;
#pragma omp target map(tofrom : mine)
        {
            scratch = scratch * 2;
            mine = mine * 10 + scratch;
        }
        if (mine != (t + 1) * 10 + 6) bad++;
#pragma omp for
        for (i = 0; i < 64; i++) {
#pragma omp target map(tofrom : res[i : 1])
            res[i] = i * 2 + scratch;
        }
    }
    for (i = 0; i < 64; i++) s += res[i];
    printf("scratch=%d bad=%d s=%ld\n", scratch, bad, s);
    return 0;
}
