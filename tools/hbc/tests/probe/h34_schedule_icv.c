/* run-sched-var through the API: omp_set_schedule(dynamic, 0) and (guided, -3) take the
   kind's default chunk (1); a monotonic modifier is kept; a schedule set by one thread
   inside a region belongs to that thread's implicit task, so after the region the initial
   thread reads back what it set before; schedule(runtime) loops under each setting give
   the same sums. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: dyn0: kind=2 chunk=1
// PROBE-OUTPUT: guided-3: kind=3 chunk=1
// PROBE-OUTPUT: mono: dynamic=1 monotonic=1 chunk=5
// PROBE-OUTPUT: in-region: kind=1 chunk=4 mismatches=0
// PROBE-OUTPUT: after region: kind=3 chunk=7
// PROBE-OUTPUT: sums 333283335000 333283335000 333283335000

#define N 10000
static long sq(long i) { return i * i; }

int main(void)
{
    omp_sched_t k;
    int c;
    omp_set_schedule(omp_sched_dynamic, 0);
    omp_get_schedule(&k, &c);
    printf("dyn0: kind=%d chunk=%d\n", (int)k, c);
    omp_set_schedule(omp_sched_guided, -3);
    omp_get_schedule(&k, &c);
    printf("guided-3: kind=%d chunk=%d\n", (int)k, c);
    omp_set_schedule((omp_sched_t)(omp_sched_dynamic | omp_sched_monotonic), 5);
    omp_get_schedule(&k, &c);
    printf("mono: dynamic=%d monotonic=%d chunk=%d\n",
           ((int)k & ~(int)omp_sched_monotonic) == omp_sched_dynamic,
           ((unsigned)k & (unsigned)omp_sched_monotonic) != 0, c);

    long sums[3];
    omp_sched_t kinds[3] = {omp_sched_static, omp_sched_dynamic, omp_sched_guided};
    for (int s = 0; s < 3; s++) {
        omp_set_schedule(kinds[s], 3 + s);
        long tot = 0;
#pragma omp parallel for schedule(runtime) reduction(+:tot)
        for (long i = 0; i < N; i++) tot += sq(i);
        sums[s] = tot;
    }

    omp_set_schedule(omp_sched_guided, 7);
    int mism = 0, seen_k = 0, seen_c = 0;
#pragma omp parallel
    {
        omp_set_schedule(omp_sched_static, 4);
        omp_sched_t mk;
        int mc;
        omp_get_schedule(&mk, &mc);
#pragma omp master
        {
            seen_k = (int)mk;
            seen_c = mc;
        }
        if (mk != omp_sched_static || mc != 4) {
#pragma omp atomic
            mism++;
        }
    }
    printf("in-region: kind=%d chunk=%d mismatches=%d\n", seen_k, seen_c, mism);
    omp_get_schedule(&k, &c);
    printf("after region: kind=%d chunk=%d\n", (int)k, c);
    printf("sums %ld %ld %ld\n", sums[0], sums[1], sums[2]);
    return 0;
}
