/* A combined `parallel for schedule(dynamic) num_threads(2)` over matrix rows whose body
   opens an inner `parallel for reduction` over the columns (the classic nested loop nest
   written with two parallel for). The inner body checks its team size, level,
   ancestor thread number at level 1 (must be below 2) and team size at level 1 (2),
   counted into reductions. */
#include <stdio.h>
#include <omp.h>
#define R 64
#define C 300

static double m[R][C], rs[R];

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: total=1473000.0 bad=0 inner_team_sum=64 levels=128
int main(void)
{
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) m[i][j] = (i % 5) + j * 0.5;
    int bad = 0, inner_team_sum = 0, levels = 0;
#pragma omp parallel for schedule(dynamic) num_threads(2) reduction(+:bad, inner_team_sum, levels)
    for (int i = 0; i < R; i++) {
        double s = 0;
        int nt = 0, lv = 0, b = 0;
#pragma omp parallel for reduction(+:s) reduction(max:nt, lv) reduction(+:b)
        for (int j = 0; j < C; j++) {
            s += m[i][j];
            if (omp_get_num_threads() > nt) nt = omp_get_num_threads();
            if (omp_get_level() > lv) lv = omp_get_level();
            if (omp_get_ancestor_thread_num(1) < 0 || omp_get_ancestor_thread_num(1) > 1) b++;
            if (omp_get_team_size(1) != 2) b++;
        }
        rs[i] = s;
        bad += b;
        inner_team_sum += nt;
        levels += lv;
    }
    double total = 0;
    for (int i = 0; i < R; i++) total += rs[i];
    printf("total=%.1f bad=%d inner_team_sum=%d levels=%d\n", total, bad, inner_team_sum, levels);
    return 0;
}
