/* OMP_SCHEDULE sets run-sched-var (docs/hbc.md, Environment variables): omp_get_schedule
   answers it, and a schedule(runtime) loop whose body asks its thread number runs in team
   mode with that schedule: with static,2 on 2 threads, thread t runs the iterations whose
   pair index is t modulo 2. */
// PROBE-ENV: HB_NUM_WORKERS= OMP_NUM_THREADS=2 OMP_SCHEDULE=monotonic:static,2
// PROBE-OUTPUT: kind=1 monotonic=1 chunk=2
// PROBE-OUTPUT: owners ok=1
#include <omp.h>
#include <stdio.h>

int main(void)
{
    omp_sched_t k;
    int c, owner[16], ok = 1;
    omp_get_schedule(&k, &c);
    printf("kind=%d monotonic=%d chunk=%d\n", (int)(k & ~omp_sched_monotonic), (k & omp_sched_monotonic) != 0, c);
#pragma omp parallel for schedule(runtime)
    for (int i = 0; i < 16; i++) owner[i] = omp_get_thread_num();
    for (int i = 0; i < 16; i++) ok &= owner[i] == (i / 2) % 2;
    printf("owners ok=%d\n", ok);
    return 0;
}
