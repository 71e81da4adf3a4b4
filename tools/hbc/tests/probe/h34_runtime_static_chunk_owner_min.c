/* Minimal: after omp_set_schedule(omp_sched_static, 2), a `for schedule(runtime)` loop is
   a static loop with chunk 2, so OpenMP fixes the owner of iteration i as (i / 2) % nt.
   expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4): mismatch=0
   before session 18 (hbc): mismatch=500 at HB_NUM_WORKERS=2 (also with HB_HEARTBEAT_US=1), ~660 at
   HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1. The region runs in heartbeat mode (the thread
   number is asked only in the loop body), where iterations go to any worker: the Team
   mode rule that sends an explicit schedule(static[, c]) loop asking its thread number
   to a team does not cover schedule(runtime) with a static run-sched-var. In team mode
   (h34_runtime_static_owners.c, which asks the id at region level) the loop is an
   unchunked static (blocks): docs "auto and runtime are static".
   class: silently wrong (partly documented: run-sched-var "stored and answered; hbc's
   loops do not read it"). */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: mismatch=0
int owner[1000];
int main(void)
{
    int nt = 1;
    omp_set_schedule(omp_sched_static, 2);
#pragma omp parallel
    {
#pragma omp single
        nt = omp_get_num_threads();
#pragma omp for schedule(runtime)
        for (int i = 0; i < 1000; i++) owner[i] = omp_get_thread_num();
    }
    int mismatch = 0;
    for (int i = 0; i < 1000; i++) mismatch += owner[i] != (i / 2) % nt;
    printf("mismatch=%d\n", mismatch);
    return 0;
}
