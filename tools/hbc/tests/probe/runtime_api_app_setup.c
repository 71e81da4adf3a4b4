/* How applications call OpenMP's runtime API around their kernels: omp_set_dynamic(0)
   first, per-thread partial arrays sized by omp_get_max_threads() (and checked against
   omp_get_num_procs()/omp_get_thread_limit() only as relations), omp_get_wtime() and
   omp_get_wtick() timing (times not printed), `schedule(runtime)` after
   omp_set_schedule(omp_sched_dynamic, 7) with the ICV read back, level/ancestor queries
   inside a region and a loop, the device and teams queries outside any construct, and
   omp_get_proc_bind()/omp_get_num_places() as an application's banner would log them. */
// PROBE-OUTPUT: dynamic=0
// PROBE-OUTPUT: maxt>=1:1 procs>=1:1 limit>=maxt:1
// PROBE-OUTPUT: tick_ok=1
// PROBE-OUTPUT: level=0 active=0 in_parallel=0 num_threads=1 tid=0
// PROBE-OUTPUT: devices=0 initial_is_default=1 is_initial=1 teams=1 team=0
// PROBE-OUTPUT: bind_false=1 places=0
// PROBE-OUTPUT: region: total=74988.75 level_bad=0 anc_bad=0 size_bad=0 seen_ok=1 time_ok=1
// PROBE-OUTPUT: schedule kind_dynamic=1 chunk=7
// PROBE-OUTPUT: runtime-loop s=74988.75 elapsed_ok=1
// PROBE-OUTPUT: schedule kind_static=1
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 20000

static double work(int i) { return (i % 13) * 0.5 + (i % 7) * 0.25; }

int main(void)
{
    omp_set_dynamic(0);
    printf("dynamic=%d\n", omp_get_dynamic());
    int maxt = omp_get_max_threads();
    int procs = omp_get_num_procs();
    printf("maxt>=1:%d procs>=1:%d limit>=maxt:%d\n", maxt >= 1, procs >= 1, omp_get_thread_limit() >= maxt);
    double tick = omp_get_wtick();
    printf("tick_ok=%d\n", tick > 0.0 && tick < 1.0);
    printf("level=%d active=%d in_parallel=%d num_threads=%d tid=%d\n", omp_get_level(), omp_get_active_level(),
           omp_in_parallel(), omp_get_num_threads(), omp_get_thread_num());
    printf("devices=%d initial_is_default=%d is_initial=%d teams=%d team=%d\n", omp_get_num_devices(),
           omp_get_default_device() == omp_get_initial_device() || omp_get_num_devices() == 0, omp_is_initial_device(),
           omp_get_num_teams(), omp_get_team_num());
    printf("bind_false=%d places=%d\n", omp_get_proc_bind() == omp_proc_bind_false, omp_get_num_places());

    double *partial = calloc(maxt, sizeof(double));
    int *seen = calloc(maxt, sizeof(int));
    int level_bad = 0, anc_bad = 0, size_bad = 0;
    double t0 = omp_get_wtime();
#pragma omp parallel reduction(+ : level_bad, anc_bad, size_bad)
    {
        int tid = omp_get_thread_num();
        if (tid >= maxt) abort();
        level_bad += omp_get_level() != 1;
        anc_bad += omp_get_ancestor_thread_num(1) != tid || omp_get_ancestor_thread_num(0) != 0;
        size_bad += omp_get_team_size(1) != omp_get_num_threads() || omp_get_team_size(0) != 1;
        seen[tid] = 1;
#pragma omp for schedule(static)
        for (int i = 0; i < N; i++) partial[omp_get_thread_num()] += work(i);
    }
    double t1 = omp_get_wtime();
    double total = 0;
    int nseen = 0;
    for (int t = 0; t < maxt; t++) { total += partial[t]; nseen += seen[t]; }
    printf("region: total=%.2f level_bad=%d anc_bad=%d size_bad=%d seen_ok=%d time_ok=%d\n", total, level_bad, anc_bad,
           size_bad, nseen >= 1 && nseen <= maxt, t1 >= t0);

    omp_set_schedule(omp_sched_dynamic, 7);
    omp_sched_t kind;
    int chunk;
    omp_get_schedule(&kind, &chunk);
    printf("schedule kind_dynamic=%d chunk=%d\n", kind == omp_sched_dynamic, chunk);
    double s = 0;
    t0 = omp_get_wtime();
#pragma omp parallel for schedule(runtime) reduction(+ : s)
    for (int i = 0; i < N; i++) s += work(i) * (omp_get_level() == 1);
    printf("runtime-loop s=%.2f elapsed_ok=%d\n", s, omp_get_wtime() - t0 >= 0.0);

    omp_set_schedule(omp_sched_static, 0);
    omp_get_schedule(&kind, &chunk);
    printf("schedule kind_static=%d\n", kind == omp_sched_static);
    free(partial);
    free(seen);
    return 0;
}
