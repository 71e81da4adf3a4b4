/* Team-mode regions (a thread id at region level) with every form of array reduction:
   a pointer section with a variable base and length (function locals, so C's team code
   reaches them through the region's captures), a whole 2-D array, a section of a 2-D array's
   rows, min and max over arrays, a region-level reduction, a combined `parallel for` that
   asks for thread ids, `sections`, and a chunk size held in a local. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int seen[64];

int main(int argc, char **argv)
{
    int n = 1000 + argc - 1, lo = 3, len = 5, cs = argc + 2;
    double *acc = calloc(16, sizeof *acc);
    long grid[3][4] = {{0}};
    long rows[6][2] = {{0}};
    int mn[4], mx[4];
    for (int k = 0; k < 4; k++) { mn[k] = 1 << 30; mx[k] = -(1 << 30); }
    long region_total[2] = {5, 7};
    long tids[3] = {0, 0, 0};
    long sect[3] = {0, 0, 0};

#pragma omp parallel
    {
        seen[omp_get_thread_num() & 63] = 1;
#pragma omp for reduction(+ : acc[lo:len]) schedule(dynamic, cs)
        for (int i = 0; i < n; i++) acc[lo + i % len] += 0.5 * i;
#pragma omp for reduction(+ : grid) nowait
        for (int i = 0; i < n; i++) grid[i % 3][i % 4] += i;
#pragma omp for reduction(+ : rows[2:3][0:2])
        for (int i = 0; i < n; i++) { rows[2 + i % 3][0] += i; rows[2 + i % 3][1] -= 1; }
#pragma omp for reduction(min : mn) reduction(max : mx[1:2])
        for (int i = 0; i < n; i++) {
            int v = (i * 7919) % 1009 - 500;
            if (v < mn[i % 4]) mn[i % 4] = v;
            if (v > mx[1 + i % 2]) mx[1 + i % 2] = v;
        }
    }

#pragma omp parallel reduction(+ : region_total)
    {
        seen[omp_get_thread_num() & 63] = 1;
        region_total[0] += 1;
        region_total[1] -= 1;
    }

#pragma omp parallel for reduction(+ : tids)
    for (int i = 0; i < n; i++) {
        seen[omp_get_thread_num() & 63] = 1;
        tids[i % 3] += i;
    }

#pragma omp parallel
    {
        seen[omp_get_thread_num() & 63] = 1;
#pragma omp sections reduction(+ : sect)
        {
#pragma omp section
            sect[0] += 11;
#pragma omp section
            sect[1] += 22;
#pragma omp section
            { sect[2] += 33; sect[0] += 1; }
        }
    }

    double s = 0;
    for (int k = 0; k < 16; k++) s += acc[k] * (k + 1);
    printf("acc=%.1f\n", s);
    for (int a = 0; a < 3; a++) printf("grid%d=%ld,%ld,%ld,%ld\n", a, grid[a][0], grid[a][1], grid[a][2], grid[a][3]);
    for (int a = 0; a < 6; a++) printf("rows%d=%ld,%ld\n", a, rows[a][0], rows[a][1]);
    printf("mn=%d,%d,%d,%d mx=%d,%d,%d,%d\n", mn[0], mn[1], mn[2], mn[3], mx[0], mx[1], mx[2], mx[3]);
    /* each member adds 1 to [0] and -1 to [1]: the sums depend only on how many ran */
    printf("region_total_sum=%ld\n", region_total[0] + region_total[1]);
    printf("tids=%ld,%ld,%ld sect=%ld,%ld,%ld\n", tids[0], tids[1], tids[2], sect[0], sect[1], sect[2]);
    free(acc);
    return 0;
}
