/* thread_limit(2) on `target teams` (and on a host `teams`) bounds the threads of a
   `parallel` nested in the team (OpenMP: the contention group the team starts has at most
   2 threads), so GPU-style code sizing a team-local array by thread_limit and indexing it
   by omp_get_thread_num() stays in bounds (HeCBench scan-omp: thread_limit(N/2) and
   temp[2*thid+1]). With OMP_NUM_THREADS=4, g++ -fopenmp gives 2 threads: over=0 sum=10. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
// PROBE-ENV: OMP_NUM_THREADS=4

#define TL 2

int main(void)
{
    int over = 0, over2 = 0;
    long sum = 0;
#pragma omp target teams num_teams(1) thread_limit(TL) map(tofrom: over, sum)
    {
        int slot[TL] = {0};
#pragma omp parallel
        {
            int t = omp_get_thread_num();
            if (omp_get_num_threads() > TL || t >= TL) {
#pragma omp atomic write
                over = 1;
            } else {
                slot[t] = t + 1;
            }
#pragma omp barrier
#pragma omp single
            for (int i = 0; i < TL; i++) sum += 5 * (slot[i] >= 0);
        }
    }
#pragma omp teams num_teams(1) thread_limit(TL)
    {
#pragma omp parallel
        if (omp_get_num_threads() > TL) {
#pragma omp atomic write
            over2 = 1;
        }
    }
    printf("over=%d over2=%d sum=%ld\n", over, over2, sum);
    return 0;
}
