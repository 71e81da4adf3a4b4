/* GPU-style kernel: `target teams num_teams(NB)` with a nested `parallel`, each team
   handling block omp_get_team_num() of the array (HeCBench convolution1D, histogram, lda,
   ...). OpenMP 5.1 makes num_teams(NB) exactly NB teams (lower bound = upper bound), and
   libgomp's host fallback runs all NB (gcc 12: every block done, nteams=4). hbc runs a
   league of one team (team 0), so blocks 1..3 stay untouched. */
// PROBE-OUTPUT: done=64 of 64 nteams=4 sum=2016
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_team_num(void) { return 0; }
static int omp_get_num_teams(void) { return 1; }
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

#define NB 4
#define BS 16

int main(void)
{
    int out[NB * BS], nteams = 0;
    for (int i = 0; i < NB * BS; i++) out[i] = -1;
#pragma omp target teams num_teams(NB) thread_limit(BS) map(tofrom: out, nteams)
    {
        if (omp_get_team_num() == 0) nteams = omp_get_num_teams();
#pragma omp parallel
        {
            const int b = omp_get_team_num();
            for (int t = omp_get_thread_num(); t < BS; t += omp_get_num_threads())
                out[b * BS + t] = b * BS + t;
        }
    }
    int done = 0, sum = 0;
    for (int i = 0; i < NB * BS; i++) {
        if (out[i] >= 0) { done++; sum += out[i]; }
    }
    printf("done=%d of %d nteams=%d sum=%d\n", done, NB * BS, nteams, sum);
    return 0;
}
