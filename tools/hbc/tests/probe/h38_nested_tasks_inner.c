/* Tasks created inside nested regions: each thread of an outer region (num_threads(2))
   opens a region in which a `single` spawns a task tree (recursive quicksort-style sum
   over its half of an array) with `taskwait`, plus a `taskgroup` of leaf tasks updating
   the thread's own counter, and a task created in the nested region's `omp for` body.
   The nested team has one thread, which runs or waits for all its tasks. */
#include <stdio.h>
#include <omp.h>
#define N 4096

static int a[N];

static long tsum(int lo, int hi)
{
    if (hi - lo <= 64) {
        long s = 0;
        for (int i = lo; i < hi; i++) s += a[i];
        return s;
    }
    long l, r;
    int mid = (lo + hi) / 2;
#pragma omp task shared(l)
    l = tsum(lo, mid);
#pragma omp task shared(r)
    r = tsum(mid, hi);
#pragma omp taskwait
    return l + r;
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: t0: sum=2096128 leaves=32 fortasks=100 size=1 level=2
// PROBE-OUTPUT: t1: sum=6290432 leaves=32 fortasks=100 size=1 level=2
int main(void)
{
    long sums[2];
    int leaves[2], fortasks[2], size[2], level[2];
    for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num();
        long s = 0;
        int lv = 0, ft = 0;
#pragma omp parallel shared(s, lv, ft)
        {
#pragma omp single
            {
                s = tsum(t * N / 2, (t + 1) * N / 2);
#pragma omp taskgroup
                {
                    for (int k = 0; k < 32; k++) {
#pragma omp task shared(lv)
                        {
#pragma omp atomic
                            lv++;
                        }
                    }
                }
                size[t] = omp_get_num_threads();
                level[t] = omp_get_level();
            }
#pragma omp for
            for (int i = 0; i < 100; i++) {
#pragma omp task shared(ft)
                {
#pragma omp atomic
                    ft++;
                }
            }
#pragma omp taskwait
        }
        sums[t] = s;
        leaves[t] = lv;
        fortasks[t] = ft;
    }
    for (int t = 0; t < 2; t++)
        printf("t%d: sum=%ld leaves=%d fortasks=%d size=%d level=%d\n", t, sums[t], leaves[t], fortasks[t],
               size[t], level[t]);
    return 0;
}
