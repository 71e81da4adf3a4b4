/* if() and num_threads() clauses, nested parallel regions, omp_set_num_threads,
   omp_get_max_threads (only compared with >= 1). */
#include <stdio.h>
/* The last region's threads each run the nested region (inactive, a team of one), so its
   reduction adds 45 per outer thread: libgomp prints s=2878929 at OMP_NUM_THREADS=1, 2 and
   3 (num_threads(2) fixes the outer team); the program built without OpenMP prints 2878884. */
// PROBE-OUTPUT: s=2878929 max_ok=1
#ifdef _OPENMP
#include <omp.h>
#else
static void omp_set_num_threads(int n) { (void)n; }
static int omp_get_max_threads(void) { return 1; }
static void omp_set_nested(int n) { (void)n; }
#endif
#define N 300
#define M 200

static double grid[N][M];

int main(void)
{
    omp_set_num_threads(2);
    omp_set_nested(1);
    int small = 10;
    long s = 0;
#pragma omp parallel for if(N > 100) num_threads(2)
    for (int i = 0; i < N; i++) {
#pragma omp parallel for num_threads(2)
        for (int j = 0; j < M; j++)
            grid[i][j] = (i * M + j) % 97;
    }
#pragma omp parallel if(small > 100)
    {
#pragma omp for reduction(+:s)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++) s += (long)grid[i][j];
    }
#pragma omp parallel num_threads(2)
    {
#pragma omp parallel
        {
#pragma omp for reduction(+:s)
            for (int i = 0; i < small; i++) s += i;
        }
    }
    printf("s=%ld max_ok=%d\n", s, omp_get_max_threads() >= 1);
    return 0;
}
