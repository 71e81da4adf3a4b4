/* OpenMP 5.1: `teams num_teams(n)` makes exactly n teams (libgomp's host teams too), and
   GPU-style code gives each team a block by omp_get_team_num(). hbc ran one team, so the
   other blocks stayed untouched, silently. Since session 22 the body runs once per team.
   Here: a host `teams`, a `target teams` whose unmapped scalar is the target's firstprivate
   copy, one that its teams share (hbc's task form), and a nested parallel whose members
   ask the team. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif
// PROBE-OUTPUT: blocks=3 teams=3 sum=279 copy=0 members=1
// PROBE-ENV: OMP_NUM_THREADS=2

#define NB 3
#define BS 8

int main(void)
{
    int out[NB * BS], teams = 0, copy = 0, members = 1;
    for (int i = 0; i < NB * BS; i++) out[i] = -1;
#pragma omp teams num_teams(NB)
    {
        int b = omp_get_team_num();
        if (b == 0) teams = omp_get_num_teams();
#pragma omp parallel
        {
            if (omp_get_team_num() != b) {
#pragma omp atomic write
                members = 0;
            }
#pragma omp for
            for (int t = 0; t < BS; t++) out[b * BS + t] = b * BS + t;
        }
    }
#pragma omp target teams num_teams(NB) map(tofrom: out)
    {
        copy += 1; /* unmapped: the target's copy, which its teams share: 1, 2, 3 */
        out[omp_get_team_num() * BS] += copy - 1;
    }
    int blocks = 0, sum = 0;
    for (int b = 0; b < NB; b++) {
        int full = 1;
        for (int t = 0; t < BS; t++) {
            if (out[b * BS + t] < 0) full = 0;
            sum += out[b * BS + t];
        }
        blocks += full;
    }
    printf("blocks=%d teams=%d sum=%d copy=%d members=%d\n", blocks, teams, sum, copy, members);
    return 0;
}
