/* Tasks created inside a dynamic worksharing loop with nowait, each task taking a lock with
   omp_test_lock / taskyield (a common pattern), children of a task recursing, a barrier
   that completes all tasks, then one thread reads the totals. */
#include <stdio.h>
#include <omp.h>

#define NB 16
static long bucket[NB];
static omp_lock_t locks[NB];

static long tree_sum(int lo, int hi)
{
    if (hi - lo < 64) {
        long s = 0;
        for (int i = lo; i < hi; i++) s += (long)i * i % 1013;
        return s;
    }
    long a, b;
    int mid = (lo + hi) / 2;
#pragma omp task shared(a) untied
    a = tree_sum(lo, mid);
#pragma omp task shared(b) untied
    b = tree_sum(mid, hi);
#pragma omp taskwait
    return a + b;
}

// PROBE-OUTPUT: total=32380620 b3=2024186
int main(void)
{
    for (int k = 0; k < NB; k++) omp_init_lock(&locks[k]);
    long total = 0;
#pragma omp parallel
    {
#pragma omp for schedule(dynamic, 2) nowait
        for (int i = 0; i < 64; i++) {
#pragma omp task firstprivate(i)
            {
                long s = tree_sum(i * 1000, (i + 1) * 1000);
                int k = i % NB;
                while (!omp_test_lock(&locks[k])) {
#pragma omp taskyield
                }
                bucket[k] += s;
                omp_unset_lock(&locks[k]);
            }
        }
#pragma omp barrier
#pragma omp single
        for (int k = 0; k < NB; k++) total += bucket[k];
    }
    for (int k = 0; k < NB; k++) omp_destroy_lock(&locks[k]);
    printf("total=%ld b3=%ld\n", total, bucket[3]);
    return 0;
}
