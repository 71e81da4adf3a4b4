/* Nested combined loops with collapse, firstprivate arrays and ordered: each outer
   thread (num_threads(2)) runs a nested `parallel for collapse(2)` writing its own
   output block, with a constant-size coefficient array firstprivate (each nested copy
   starts from the outer thread's values, its changes stay inside), a nested
   `parallel for ordered` appending to the thread's own log in iteration order, and a
   nested `parallel for lastprivate` of a collapsed loop variable pair. */
#include <stdio.h>
#include <omp.h>
#define R 20
#define C 30

static double out[2][R][C];
static int logv[2][16];

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: t0: sum=14400.0 coef0=1.0 log=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 li=19 lj=29
// PROBE-OUTPUT: t1: sum=28800.0 coef0=2.0 log=100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115 li=19 lj=29
int main(void)
{
    double csum[2], c0[2];
    int li[2], lj[2];
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num();
        double coef[3] = {1.0 + t, 0.5 * (t + 1), 0.25 * (t + 1)};
#pragma omp parallel for collapse(2) firstprivate(coef)
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++) {
                out[t][i][j] = coef[0] * (i + j) + coef[1] - 2 * coef[2];
                if (i == R - 1 && j == C - 1) coef[0] = -99.0;
            }
        int n = 0;
#pragma omp parallel for ordered shared(n)
        for (int k = 0; k < 16; k++) {
#pragma omp ordered
            logv[t][n++] = 100 * t + k;
        }
        int i, j;
#pragma omp parallel for collapse(2) lastprivate(i, j)
        for (i = 0; i < R; i++)
            for (j = 0; j < C; j++) out[t][i][j] += 0.0;
        double s = 0;
        for (int a = 0; a < R; a++)
            for (int b = 0; b < C; b++) s += out[t][a][b];
        csum[t] = s;
        c0[t] = coef[0];
        li[t] = i - 1;
        lj[t] = j - 1;
    }
    for (int t = 0; t < 2; t++) {
        printf("t%d: sum=%.1f coef0=%.1f log=", t, csum[t], c0[t]);
        for (int k = 0; k < 16; k++) printf(k ? ",%d" : "%d", logv[t][k]);
        printf(" li=%d lj=%d\n", li[t], lj[t]);
    }
    return 0;
}
