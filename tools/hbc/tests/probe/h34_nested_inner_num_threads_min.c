/* Minimal: a `parallel num_threads(2)` lexically nested in another, with max-active-levels
   1: each inner region is inactive (a team of one), so the two outer threads add 1 each.
   expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4): total=2
   actual (hbc): total=<workers>: 2 at HB_NUM_WORKERS=2, 3 at HB_NUM_WORKERS=3
   HB_FORCE_PROMOTION=1 (also 4 at 4 workers) -- the inner team exceeds its num_threads(2).
   hbc warns at the outer region ("this parallel region runs in heartbeat mode ... though
   num_threads or if bound the thread numbers ..."). class: silently wrong (documented,
   with a warning). */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: total=2
int main(void)
{
    omp_set_max_active_levels(1);
    int total = 0;
#pragma omp parallel num_threads(2)
    {
#pragma omp parallel num_threads(2)
        {
#pragma omp atomic
            total += omp_get_num_threads();
        }
    }
    printf("total=%d\n", total);
    return 0;
}
