/* omp_get_level, omp_get_active_level, omp_get_team_size, omp_get_ancestor_thread_num,
   omp_get_thread_num and omp_get_num_threads in a region nested through a call, with
   max-active-levels 1 and then 2. Only facts every conforming implementation gives are
   printed: the relations between the answers at each level, and the inner team's size
   being 1 when max-active-levels is 1 (the outer region is active: num_threads(2) at the
   runner's settings gives 2 threads, as libgomp with OMP_NUM_THREADS=2 or 3). */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: max1 outer-ok=2 inner-calls=2 inner-ok=2 inner-size1=2 active-ok=2
// PROBE-OUTPUT: max2 outer-ok=2 inner-calls>=2 inner-ok=all active-ok=all level2=all
// PROBE-OUTPUT: after level=0 active=0 max-active>=1

static int inner_calls, inner_ok, inner_size1, active_ok, level2;

static void inner(int outer_tid, int max_levels)
{
#pragma omp parallel num_threads(2)
    {
        int n = omp_get_num_threads(), me = omp_get_thread_num();
        int ok = omp_get_level() == 2 && omp_get_ancestor_thread_num(1) == outer_tid &&
                 omp_get_ancestor_thread_num(2) == me && omp_get_team_size(2) == n &&
                 omp_get_team_size(1) == 2 && me < n;
        int act = omp_get_active_level() == (n > 1 ? 2 : 1);
#pragma omp atomic
        inner_calls++;
#pragma omp atomic
        inner_ok += ok;
#pragma omp atomic
        active_ok += act;
#pragma omp atomic
        level2 += omp_get_level() == 2;
        if (max_levels == 1) {
#pragma omp atomic
            inner_size1 += n == 1;
        }
    }
}

int main(void)
{
    int outer_ok = 0;
    for (int m = 1; m <= 2; m++) {
        omp_set_max_active_levels(m);
        inner_calls = inner_ok = inner_size1 = active_ok = level2 = 0;
        outer_ok = 0;
#pragma omp parallel num_threads(2) reduction(+ : outer_ok)
        {
            int me = omp_get_thread_num();
            outer_ok += omp_get_level() == 1 && omp_get_active_level() == 1 && omp_get_num_threads() == 2 &&
                        omp_get_ancestor_thread_num(1) == me && omp_get_team_size(1) == 2;
            inner(me, omp_get_max_active_levels() >= 2 ? 2 : 1);
        }
        if (m == 1)
            printf("max1 outer-ok=%d inner-calls=%d inner-ok=%d inner-size1=%d active-ok=%d\n", outer_ok, inner_calls,
                   inner_ok, inner_size1, active_ok);
        else
            printf("max2 outer-ok=%d inner-calls>=2 %s inner-ok=%s active-ok=%s level2=%s\n", outer_ok,
                   inner_calls >= 2 ? "" : "NO", inner_ok == inner_calls ? "all" : "some",
                   active_ok == inner_calls ? "all" : "some", level2 == inner_calls ? "all" : "some");
    }
    printf("after level=%d active=%d max-active>=1%s\n", omp_get_level(), omp_get_active_level(),
           omp_get_max_active_levels() >= 1 ? "" : " NO");
    return 0;
}
