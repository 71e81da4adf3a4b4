/* A parallel region whose only code is a call to a function that divides the work by thread
 * number (a common hand-partitioned idiom). In OpenMP every member runs the call and does its
 * share; run once, as heartbeat mode runs region-level code, it did one share only (hbc
 * printed 500 of 1000 at 2 workers before session 11). hbc must see, through this file's
 * functions, that the region needs its team.
 * E2E-WORKERS: 1 2 3 4 */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

#define N 100003

static long a[N];

static void my_share(long step) {
    const int t = omp_get_thread_num(), nt = omp_get_num_threads();
    for (long i = t; i < N; i += nt) a[i] += step * i;
}

static void through_a_helper(long step) { my_share(step); } /* the call is two levels down */

int main(void) {
    for (long step = 1; step <= 3; ++step) {
#pragma omp parallel
        { through_a_helper(step); }
    }
    long long sum = 0;
    for (long i = 0; i < N; ++i) sum += a[i] % 1000003;
    printf("sum %lld\n", sum);
    return 0;
}
