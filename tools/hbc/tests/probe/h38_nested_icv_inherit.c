/* ICVs inherited by nested regions: nthreads-var set at top level with
   omp_set_num_threads(3) is what omp_get_max_threads() answers in a region and in a
   region nested in it; run-sched-var set by each outer thread (omp_set_schedule with a
   per-thread chunk) is inherited by that thread's nested region and read back with
   omp_get_schedule(); a nested `parallel for schedule(runtime)` runs all its iterations
   on the nested team. max-active-levels stays 1 inside. */
#include <stdio.h>
#include <omp.h>

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: top=3 outer=3,3 inner=3,3 sched=2:5,2:6 inner_sched=2:5,2:6 iters=200 mal=1,1 after=3
int main(void)
{
    omp_set_num_threads(3);
    int top = omp_get_max_threads();
    int outer[2], inner[2], sk[2], sc[2], isk[2], isc[2], mal[2];
    int iters = 0;
#pragma omp parallel num_threads(2) reduction(+:iters)
    {
        int t = omp_get_thread_num();
        outer[t] = omp_get_max_threads();
        omp_set_schedule(omp_sched_dynamic, 5 + t);
        omp_sched_t k;
        int c;
        omp_get_schedule(&k, &c);
        sk[t] = (int)k;
        sc[t] = c;
#pragma omp parallel reduction(+:iters)
        {
            inner[t] = omp_get_max_threads();
            mal[t] = omp_get_max_active_levels();
            omp_sched_t k2;
            int c2;
            omp_get_schedule(&k2, &c2);
            isk[t] = (int)k2;
            isc[t] = c2;
#pragma omp for schedule(runtime)
            for (int i = 0; i < 100; i++) iters++;
        }
    }
    printf("top=%d outer=%d,%d inner=%d,%d sched=%d:%d,%d:%d inner_sched=%d:%d,%d:%d iters=%d mal=%d,%d after=%d\n",
           top, outer[0], outer[1], inner[0], inner[1], sk[0], sc[0], sk[1], sc[1], isk[0], isc[0], isk[1],
           isc[1], iters, mal[0], mal[1], omp_get_max_threads());
    return 0;
}
