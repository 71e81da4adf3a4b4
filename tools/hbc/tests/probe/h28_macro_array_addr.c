/* Constant-size arrays used in macros inside a team-mode region: the address of the whole
   array, a 2-D array, and an array of structs. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
struct cell { int v; int w; };
#define WHOLE (&vec)
#define G(r, c) (grid[(r)][(c)])
#define CELL(k) (cells[(k)].v)
#define NROWS ((int)(sizeof grid / sizeof grid[0]))
int main(void)
{
    int vec[8];
    int grid[4][6];
    struct cell cells[5];
    int i, j;
    long s = 0;
    for (i = 0; i < 8; i++) vec[i] = i;
    for (i = 0; i < 4; i++) for (j = 0; j < 6; j++) grid[i][j] = i * 6 + j;
    for (i = 0; i < 5; i++) { cells[i].v = i; cells[i].w = -i; }
#pragma omp parallel reduction(+ : s)
    {
        int t = omp_get_thread_num();
        int (*pv)[8] = WHOLE;
#pragma omp for
        for (i = 0; i < NROWS; i++) {
            for (j = 0; j < 6; j++) s += G(i, j);
            s += (*pv)[i] * 100;
            s += CELL(i) * 10000;
        }
        (void)t;
    }
    printf("s=%ld\n", s);
    return 0;
}
