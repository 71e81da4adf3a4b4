/* schedule(static, c) fixes the thread of each iteration: (i / c) % nthreads (OpenMP 4.5
   2.7.1.1). A `parallel for` whose body asks omp_get_thread_num() stays a heartbeat loop in
   hbc, which ignores the schedule: half the iterations report another thread at 2 workers.
   Right output (libgomp, 2 or 3 threads): mismatches=0 */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: mismatches=0
#define N 1000
static int owner[N], nth = 1;
int main(void)
{
#pragma omp parallel for schedule(static, 5)
    for (int i = 0; i < N; i++) {
        owner[i] = omp_get_thread_num();
        if (i == 0) nth = omp_get_num_threads();
    }
    int bad = 0;
    for (int i = 0; i < N; i++) bad += owner[i] != (i / 5) % nth;
    printf("mismatches=%d\n", bad);
    return 0;
}
