/* Reduced from t89_single_copyprivate_c89.c: a variable declared at the top of the function
   (C89), made private (here firstprivate) on a team-mode region (region-level thread id),
   and broadcast by `single copyprivate(n)`. OpenMP copies the single thread's private value
   into every member's private copy; hbc's team-mode translation passes the function's
   shared `n` to hb_team_single_end_copy instead of the members' copies, so the other members
   keep -1 (bad = team size - 1; with a private pointer the program freed garbage). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int seen[64];

int main(void)
{
    int n, bad;
    n = -1;
    bad = 0;
#pragma omp parallel firstprivate(n) reduction(+ : bad)
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp single copyprivate(n)
        n = 42;
        if (n != 42) bad++;
    }
    printf("bad=%d\n", bad);
    return 0;
}
