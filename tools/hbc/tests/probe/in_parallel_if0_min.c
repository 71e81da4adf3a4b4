/* omp_in_parallel() and omp_get_active_level() inside an inactive region (`if(0)`,
   `num_threads(1)`) must be 0: only active regions count.
   Right output (libgomp, any OMP_NUM_THREADS):
   if0 in=0 active=0 level=1
   nt1 in=0 active=0 loop=0 */
// PROBE-OUTPUT: if0 in=0 active=0 level=1
// PROBE-OUTPUT: nt1 in=0 active=0 loop=0
#include <stdio.h>
#include <omp.h>
static int zero = 0;
int main(void)
{
    int in = -1, act = -1, lev = -1, loop = 0;
#pragma omp parallel if (zero)
    {
        in = omp_in_parallel();
        act = omp_get_active_level();
        lev = omp_get_level();
    }
    printf("if0 in=%d active=%d level=%d\n", in, act, lev);
#pragma omp parallel num_threads(1)
    {
        in = omp_in_parallel();
        act = omp_get_active_level();
#pragma omp for reduction(+ : loop)
        for (int i = 0; i < 100; i++) loop += omp_in_parallel();
    }
    printf("nt1 in=%d active=%d loop=%d\n", in, act, loop);
    return 0;
}
