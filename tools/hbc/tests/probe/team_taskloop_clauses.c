/* taskloop in a team-mode region (thread ids at region level), created in `single` and in
   `master`: grainsize and num_tasks, a reduction, firstprivate and lastprivate, a loop
   variable declared outside (private to the taskloop: the outer one keeps its value), and a
   collapsed nest. The sequential build changes i; OpenMP (libgomp, 2 or 3 threads) does not. */
// PROBE-OUTPUT: s=509750.00 last=3998 i=-7 cells=624
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 2000

static double v[N];
static int seen[64];

int main(void)
{
    double s = 0;
    long cells = 0, last = -1;
    int i = -7, base = 5;
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        seen[t & 63] = 1;
#pragma omp for
        for (int k = 0; k < N; k++) v[k] = k * 0.25;
#pragma omp single
        {
#pragma omp taskloop grainsize(64) reduction(+ : s) firstprivate(base) lastprivate(last)
            for (i = 0; i < N; i++) {
                s += v[i] + base;
                last = i * 2;
            }
        }
#pragma omp master
        {
#pragma omp taskloop num_tasks(8) collapse(2) reduction(+ : cells)
            for (int a = 0; a < 40; a++)
                for (int b = 0; b < 25; b++) cells += a * b % 3;
        }
#pragma omp barrier
    }
    printf("s=%.2f last=%ld i=%d cells=%ld\n", s, last, i, cells);
    return 0;
}
