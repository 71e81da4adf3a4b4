/* taskloop in a team-mode region (region-level thread id) with C89 indices: the index is
   declared at the top of the function, `lastprivate(i)` of the index, firstprivate and
   private clauses, grainsize, a reduction, and the index reused after. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 250

static long arr[N];
static int seen[64];

int main(void)
{
    int i, k, scale, lastk;
    long red;
    scale = 3;
    red = 0;
    lastk = -1;
    i = -1;
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp single
        {
#pragma omp taskloop grainsize(16) firstprivate(scale) private(k) lastprivate(i)
            for (i = 0; i < N; i++) {
                arr[i] = 0;
                for (k = 0; k < 3; k++) arr[i] += (long)scale * i + k;
            }
            printf("after taskloop i=%d\n", i);
#pragma omp taskloop num_tasks(5) reduction(+ : red) lastprivate(lastk)
            for (k = N - 1; k >= 0; k -= 2) {
                red += arr[k];
                lastk = k;
            }
        }
    }
    printf("red=%ld lastk=%d seen0=%d\n", red, lastk, seen[0]);
    return 0;
}
