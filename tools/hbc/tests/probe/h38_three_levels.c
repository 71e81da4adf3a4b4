/* Three levels of nesting with the level routines asked at the innermost level (as
   textbook examples print them): the outer region has num_threads(2), levels 2 and 3 are
   inactive teams of one. For each outer thread: omp_get_level(), omp_get_active_level(),
   and omp_get_team_size(l) / omp_get_ancestor_thread_num(l) for l = -1..4, collected by
   outer thread id. Also omp_in_parallel() at every level. */
#include <stdio.h>
#include <omp.h>

static int info[2][20];

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: t0: level=3 active=1 inpar=1 sizes -1 1 2 1 1 -1 anc -1 0 0 0 0 -1 mid level=2 size=1 anc1=0
// PROBE-OUTPUT: t1: level=3 active=1 inpar=1 sizes -1 1 2 1 1 -1 anc -1 0 1 0 0 -1 mid level=2 size=1 anc1=1
int main(void)
{
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num();
#pragma omp parallel num_threads(2)
        {
            info[t][15] = omp_get_level();
            info[t][16] = omp_get_num_threads();
            info[t][17] = omp_get_ancestor_thread_num(1);
#pragma omp parallel num_threads(2)
            {
                info[t][0] = omp_get_level();
                info[t][1] = omp_get_active_level();
                info[t][2] = omp_in_parallel();
                for (int l = -1; l <= 4; l++) {
                    info[t][3 + l + 1] = omp_get_team_size(l);
                    info[t][9 + l + 1] = omp_get_ancestor_thread_num(l);
                }
            }
        }
    }
    for (int t = 0; t < 2; t++) {
        printf("t%d: level=%d active=%d inpar=%d sizes", t, info[t][0], info[t][1], info[t][2]);
        for (int k = 0; k < 6; k++) printf(" %d", info[t][3 + k]);
        printf(" anc");
        for (int k = 0; k < 6; k++) printf(" %d", info[t][9 + k]);
        printf(" mid level=%d size=%d anc1=%d\n", info[t][15], info[t][16], info[t][17]);
    }
    return 0;
}
