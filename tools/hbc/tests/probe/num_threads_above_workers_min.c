/* Minimal form of the Pacheco style that uses the requested thread count as the team size:
   `num_threads(thread_count)` with dyn-var false (omp_set_dynamic(0)), and every thread takes
   the iterations my_rank, my_rank + thread_count, ... OpenMP (libgomp) gives a team of 4,
   whatever OMP_NUM_THREADS. hbc's team had at most one member per worker (2 or 3 here)
   while omp_get_dynamic() said 0, so members 2 and 3 never ran their share, and in the full
   program (pacheco_msg_queue_locks.c) the others crashed on the missing members' queues;
   since session 16 such a request adds workers first (hbc_team_size). */
// PROBE-OUTPUT: sum=499500 team=4
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

int main(void)
{
    int thread_count = 4, team = 0;
    long sum = 0;
#ifdef _OPENMP
    omp_set_dynamic(0);
#endif
#pragma omp parallel num_threads(thread_count)
    {
#ifdef _OPENMP
        int my_rank = omp_get_thread_num();
#pragma omp single
        team = omp_get_num_threads();
#else
        int my_rank = 0;
#endif
        long my_sum = 0;
        for (int i = my_rank; i < 1000; i += thread_count) my_sum += i;
#pragma omp critical
        sum += my_sum;
    }
    printf("sum=%ld team=%d\n", sum, team);
    return 0;
}
