/* Per-thread totals announced under `critical` (the "thread t did x" report): each thread
   accumulates its share of an `omp for nowait` loop, then in a critical section adds its
   total to the grand total and counts itself; the `master` compares the number of reports
   with omp_get_num_threads() after a barrier and prints only team-independent facts. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 123457

int main(void)
{
    long grand = 0;
    int reports = 0, team_ok = 0, max_tid_seen = -1;
#pragma omp parallel
    {
        long mine = 0;
        int tid = omp_get_thread_num();
#pragma omp for schedule(static) nowait
        for (int i = 0; i < N; i++) mine += (i * 7L) % 1000;
#pragma omp critical(report)
        {
            grand += mine;
            reports++;
            if (tid > max_tid_seen) max_tid_seen = tid;
        }
#pragma omp barrier
#pragma omp master
        team_ok = reports == omp_get_num_threads() && max_tid_seen == omp_get_num_threads() - 1;
    }
    printf("grand=%ld team_ok=%d\n", grand, team_ok);
    return 0;
}
