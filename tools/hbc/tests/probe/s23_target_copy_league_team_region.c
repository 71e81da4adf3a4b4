/* A `target teams num_teams(2)` whose body writes a scalar it does not map (firstprivate on
   the target: the host's keeps its value) and holds a
   `parallel num_threads(2)` whose code indexes by team and thread number (team mode).
   On the host each team is a first active level with its own team of 2 (libgomp:
   host=7 cells=1111 sizes=2,2). Before session 23 hbc stopped the program there. */
// PROBE-OUTPUT: host=7 cells=1111 sizes=2,2
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static int omp_get_team_num(void) { return 0; }
#endif

int main(void)
{
    int k = 7, cell[4] = {0, 0, 0, 0}, size[2] = {0, 0};
#pragma omp target teams num_teams(2) map(tofrom: cell, size)
    {
        if (omp_get_team_num() == 0) k = 9; /* not mapped: the target's one copy */
#pragma omp parallel num_threads(2)
        {
            int t = omp_get_team_num();
            cell[t * 2 + omp_get_thread_num()] = 1;
            if (omp_get_thread_num() == 0) size[t] = omp_get_num_threads();
        }
    }
    printf("host=%d cells=%d%d%d%d sizes=%d,%d\n", k, cell[0], cell[1], cell[2], cell[3], size[0], size[1]);
    return 0;
}
