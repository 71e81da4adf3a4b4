/* omp_get_level, omp_get_active_level, omp_get_team_size, omp_get_ancestor_thread_num in
   sequential code, in a region, in a region nested through a call, in an orphaned function
   called from both, in a combined parallel loop, in a worksharing loop body and in tasks.
   Only what the specification fixes is printed: relations with omp_get_thread_num() and
   omp_get_num_threads(), -1 out of range, level 0 as the initial thread's team of one. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: seq level=0 active=0 size0=1 anc0=0 size1=-1 anc1=-1 sizeneg=-1 ancneg=-1
// PROBE-OUTPUT: region level=1 size0=1 anc0=0 size2=-1 anc2=-1 bad=0
// PROBE-OUTPUT: nested level=2 active-ok=1 size2=1 anc2=0 nthreads=1 outer-ok=1 bad=0
// PROBE-OUTPUT: orphan seq=0 region-bad=0
// PROBE-OUTPUT: parallel-for level1=1000 active-ok=1000
// PROBE-OUTPUT: region-loop level1=1000
// PROBE-OUTPUT: tasks level1=8

static int orphan_level(void) { return omp_get_level(); }

static int nested_bad, nested_level, nested_active_ok, nested_size2, nested_anc2, nested_nthreads, nested_outer_ok;

/* called by every thread of the outer region: a nested region of one thread (inactive) */
static void inner(int outer_tid, int outer_size)
{
#pragma omp parallel
    {
        int ok = omp_get_ancestor_thread_num(1) == outer_tid && omp_get_team_size(1) == outer_size &&
                 omp_get_ancestor_thread_num(0) == 0 && omp_get_team_size(0) == 1 &&
                 omp_get_team_size(3) == -1 && omp_get_ancestor_thread_num(3) == -1;
        if (outer_tid == 0) {
            nested_level = omp_get_level();
            nested_active_ok = omp_get_active_level() == (outer_size > 1);
            nested_size2 = omp_get_team_size(2);
            nested_anc2 = omp_get_ancestor_thread_num(2);
            nested_nthreads = omp_get_num_threads();
            nested_outer_ok = ok;
        }
        if (!ok) {
#pragma omp atomic
            nested_bad++;
        }
    }
}

int main(void)
{
    printf("seq level=%d active=%d size0=%d anc0=%d size1=%d anc1=%d sizeneg=%d ancneg=%d\n", omp_get_level(),
           omp_get_active_level(), omp_get_team_size(0), omp_get_ancestor_thread_num(0), omp_get_team_size(1),
           omp_get_ancestor_thread_num(1), omp_get_team_size(-1), omp_get_ancestor_thread_num(-1));

    int level = -1, size0 = -1, anc0 = -1, size2 = 0, anc2 = 0, bad = 0;
#pragma omp parallel reduction(+:bad)
    {
        int me = omp_get_thread_num(), n = omp_get_num_threads();
        bad += omp_get_ancestor_thread_num(1) != me || omp_get_team_size(1) != n ||
               omp_get_team_size(omp_get_level()) != n || omp_get_active_level() != (n > 1);
        if (me == 0) {
            level = omp_get_level();
            size0 = omp_get_team_size(0);
            anc0 = omp_get_ancestor_thread_num(0);
            size2 = omp_get_team_size(2);
            anc2 = omp_get_ancestor_thread_num(2);
        }
    }
    printf("region level=%d size0=%d anc0=%d size2=%d anc2=%d bad=%d\n", level, size0, anc0, size2, anc2, bad);

#pragma omp parallel
    inner(omp_get_thread_num(), omp_get_num_threads());
    printf("nested level=%d active-ok=%d size2=%d anc2=%d nthreads=%d outer-ok=%d bad=%d\n", nested_level,
           nested_active_ok, nested_size2, nested_anc2, nested_nthreads, nested_outer_ok, nested_bad);

    int region_bad = 0;
#pragma omp parallel reduction(+:region_bad)
    region_bad += orphan_level() != 1;
    printf("orphan seq=%d region-bad=%d\n", orphan_level(), region_bad);

    int l1 = 0, act = 0;
#pragma omp parallel for reduction(+:l1, act)
    for (int i = 0; i < 1000; i++) {
        l1 += omp_get_level() == 1;
        act += omp_get_active_level() == (omp_get_num_threads() > 1);
    }
    printf("parallel-for level1=%d active-ok=%d\n", l1, act);

    int rl = 0;
#pragma omp parallel
    {
#pragma omp for reduction(+:rl)
        for (int i = 0; i < 1000; i++) rl += omp_get_level() == 1;
    }
    printf("region-loop level1=%d\n", rl);

    int tl = 0;
#pragma omp parallel
#pragma omp single
    {
        for (int t = 0; t < 8; t++) {
#pragma omp task shared(tl)
            {
#pragma omp atomic
                tl += omp_get_level() == 1;
            }
        }
#pragma omp taskwait
    }
    printf("tasks level1=%d\n", tl);
    return 0;
}
