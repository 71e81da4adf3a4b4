/* A function holding a `parallel for` called from the body of an outer `parallel for` and
   from a region's worksharing loop (heartbeat mode, max-active-levels 1 by default): each
   inner region is inactive, so inside its body omp_get_num_threads() is 1,
   omp_get_thread_num() 0, omp_get_level() 2, omp_get_active_level() 1 and
   omp_in_parallel() 1 (the outer region is active: at least 2 threads at the runner's
   settings, as libgomp with OMP_NUM_THREADS=2 or 3). */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: pfor nt1=400 tid0=400 level2=400 active1=400 in=400
// PROBE-OUTPUT: region nt1=600 tid0=600 level2=600 active1=600 in=600
static int c_nt, c_tid, c_lev, c_act, c_in;

static void inner_facts(void)
{
    int nt = 0, tid = 0, lev = 0, act = 0, in = 0;
#pragma omp parallel for reduction(+ : nt, tid, lev, act, in)
    for (int i = 0; i < 100; i++) {
        nt += omp_get_num_threads() == 1;
        tid += omp_get_thread_num() == 0;
        lev += omp_get_level() == 2;
        act += omp_get_active_level() == 1;
        in += omp_in_parallel();
    }
#pragma omp atomic
    c_nt += nt;
#pragma omp atomic
    c_tid += tid;
#pragma omp atomic
    c_lev += lev;
#pragma omp atomic
    c_act += act;
#pragma omp atomic
    c_in += in;
}

int main(void)
{
#pragma omp parallel for
    for (int k = 0; k < 4; k++) inner_facts();
    printf("pfor nt1=%d tid0=%d level2=%d active1=%d in=%d\n", c_nt, c_tid, c_lev, c_act, c_in);
    c_nt = c_tid = c_lev = c_act = c_in = 0;
#pragma omp parallel
    {
#pragma omp for schedule(dynamic)
        for (int k = 0; k < 6; k++) inner_facts();
    }
    printf("region nt1=%d tid0=%d level2=%d active1=%d in=%d\n", c_nt, c_tid, c_lev, c_act, c_in);
    return 0;
}
