// PROBE-ACCEPT: crash (the intended stop: a parallel region written inside a team-mode region that runs with one thread would be the first active level with a team of its own, which hbc cannot give inline; docs/hbc-internals.md, Team mode, "Nested regions")
/* Minimal: a region nested in an inactive region (num_threads(1) / if(0) on the outer one)
   is the first active level, so with max-active-levels 1 its num_threads(2) gives it a
   team of 2 (libgomp: size=2 active=1). hbc translates every parallel nested in team-mode
   code as an inline team of one (hbc_nested_team_enter), whatever the enclosing team's size;
   the third case (the nested region in a called function, team mode of its own) gets one
   member from hb_team_run, which treats any region met in a team member as nested. */
#include <stdio.h>
#include <omp.h>

static int csize = -1, cactive = -1;
static void callee(void)
{
#pragma omp parallel num_threads(2)
    if (omp_get_thread_num() == 0) {
        csize = omp_get_num_threads();
        cactive = omp_get_active_level();
    }
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: nt1: size=2 active=1
// PROBE-OUTPUT: if0: size=2 active=1
// PROBE-OUTPUT: call: size=2 active=1
int main(void)
{
    int size = -1, active = -1;
#pragma omp parallel num_threads(1)
    {
#pragma omp parallel num_threads(2)
        {
#pragma omp single
            {
                size = omp_get_num_threads();
                active = omp_get_active_level();
            }
        }
    }
    printf("nt1: size=%d active=%d\n", size, active);
    int c = 0;
#pragma omp parallel if(c)
    {
#pragma omp parallel num_threads(2)
        {
#pragma omp single
            {
                size = omp_get_num_threads();
                active = omp_get_active_level();
            }
        }
    }
    printf("if0: size=%d active=%d\n", size, active);
#pragma omp parallel num_threads(1)
    callee();
    printf("call: size=%d active=%d\n", csize, cactive);
    return 0;
}
