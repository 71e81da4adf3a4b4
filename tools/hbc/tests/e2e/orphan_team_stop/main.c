/* A team-mode region (its code calls into another file) whose callee holds an orphaned
   `sections`, which hbc runs in place and cannot share among a team: with several members
   the program must stop naming it (docs/hbc-internals.md, Orphaned worksharing loops) rather than run
   every section once per member. With one worker the team has one member and the sections
   run once, as sequentially.
   E2E-STOPS: parts.c:9: OpenMP 'sections' reached by a member of a team-mode parallel region */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static int omp_get_max_threads(void) { return 1; }
#endif

void parts(int *x, int *y);

/* A team may have fewer members than workers (pool threads still starting after the
   runtime's 50 ms wait, on a loaded machine): wait (a bounded number of regions) until a
   team has several, or there is one worker. */
static void wait_for_a_team(void)
{
    int size = 1;
    for (long tries = 0; size < 2 && tries < 200000; ++tries) {
#pragma omp parallel
        {
            if (omp_get_thread_num() == 0) size = omp_get_num_threads();
        }
        if (omp_get_max_threads() < 2) break;
    }
}

int main(void)
{
    int x = 0, y = 0;
    wait_for_a_team();
    for (int r = 0; r < 200; ++r) {
#pragma omp parallel
        parts(&x, &y);
    }
    printf("x %d y %d\n", x, y);
    return 0;
}
