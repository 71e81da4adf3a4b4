/* Per-thread state kept in `__thread` / `_Thread_local` variables instead of
   `threadprivate` (codes that target several threading models do this): each thread counts
   its iterations and accumulates a partial in thread-local storage inside an `omp for`,
   then adds them into the shared totals in `critical` at region level, and resets them. */
#include <stdio.h>

static __thread long tl_count;
static _Thread_local double tl_sum;

static void work(int i)
{
    double v = 0;
    for (int k = 0; k < 40; k++) v += ((i + k) % 11) * 0.5;
    tl_count++;
    tl_sum += v;
}

int main(void)
{
    long total_count = 0;
    double total_sum = 0;
#pragma omp parallel
    {
        tl_count = 0;
        tl_sum = 0;
#pragma omp for schedule(dynamic, 16)
        for (int i = 0; i < 200000; i++) work(i);
#pragma omp critical
        {
            total_count += tl_count;
            total_sum += tl_sum;
        }
    }
    printf("count=%ld sum=%.6f\n", total_count, total_sum);
    return 0;
}
