/* collapse(2) nests in team mode with C89 indices: a combined `parallel for collapse(2)
   schedule(static, 5)` without braces between the loops whose body asks its thread number,
   checking the static owner of every logical iteration; then `lastprivate(i, j)` of both
   indices, and a braced nest inside a region whose own code asks the thread number. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define R 17
#define C 23

static int own[R][C];
static int nthr[R][C];
static double g[R][C];

int main(void)
{
    int i, j, bad, nth;
    double tot;
#pragma omp parallel for collapse(2) schedule(static, 5) lastprivate(i, j)
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            own[i][j] = omp_get_thread_num();
            nthr[i][j] = omp_get_num_threads();
        }
    printf("lp i=%d j=%d\n", i, j);
    bad = 0;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            if (own[i][j] != ((i * C + j) / 5) % nthr[i][j]) bad++;
    printf("bad=%d\n", bad);
    tot = 0;
    nth = 0;
#pragma omp parallel reduction(+ : tot)
    {
        if (omp_get_thread_num() == 0) nth = omp_get_num_threads();
#pragma omp for collapse(2) schedule(static)
        for (i = 0; i < R; i++) {
            for (j = 0; j < C; j++) {
                g[i][j] = i * 0.5 + j;
                tot += g[i][j];
            }
        }
    }
    printf("tot=%.2f nth_pos=%d\n", tot, nth > 0);
    return 0;
}
