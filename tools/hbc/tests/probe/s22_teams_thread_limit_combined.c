/* thread_limit(e) on a combined `teams distribute parallel for` caps the loop's team at e
   threads, and num_threads(n) above e gets e (OpenMP: the team has min(n, e) threads). The
   body sizes nothing by it here, but asks its thread number and the team size, which must
   stay below e; so must a `parallel`'s in a `teams thread_limit(e)` body.
   With OMP_NUM_THREADS=4, g++ -fopenmp gives: bad=0 sum=4950. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
// PROBE-ENV: OMP_NUM_THREADS=4

int main(void)
{
    int bad = 0;
    long sum = 0;
#pragma omp target teams distribute parallel for thread_limit(2) map(tofrom: bad, sum) reduction(+: sum)
    for (int i = 0; i < 50; i++) {
        if (omp_get_thread_num() >= 2 || omp_get_num_threads() > 2) {
#pragma omp atomic write
            bad = 1;
        }
        sum += i;
    }
#pragma omp teams distribute parallel for num_threads(4) thread_limit(2) reduction(+: sum)
    for (int i = 50; i < 100; i++) {
        if (omp_get_thread_num() >= 2 || omp_get_num_threads() > 2) {
#pragma omp atomic write
            bad = 2;
        }
        sum += i;
    }
#pragma omp teams num_teams(1) thread_limit(3)
#pragma omp parallel num_threads(8)
    if (omp_get_num_threads() > 3) {
#pragma omp atomic write
        bad = 3;
    }
    printf("bad=%d sum=%ld\n", bad, sum);
    return 0;
}
