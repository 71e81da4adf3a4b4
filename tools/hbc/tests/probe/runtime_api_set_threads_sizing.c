/* An application that fixes its thread count with omp_set_num_threads(3) (after reading
   omp_get_num_procs(), not printed), sizes per-thread arrays with omp_get_max_threads(),
   runs a `parallel num_threads(2)` region where each member records omp_get_num_threads()
   and does a tid-strided share of a sum, then a region with the default count whose
   `omp for` fills per-thread slots, and finally omp_set_num_threads(1) for a region that
   must report a team of one (omp_in_parallel() false). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
// PROBE-OUTPUT: max_threads after set(3)=3
// PROBE-OUTPUT: two: members=2 sizes_ok=1 sum=499500
// PROBE-OUTPUT: default: slots_sum=4950 used<=3:1
// PROBE-OUTPUT: one: n=1 in_parallel=0 max=1

int main(void)
{
    int procs = omp_get_num_procs();
    (void)procs;
    omp_set_num_threads(3);
    int mt = omp_get_max_threads();
    printf("max_threads after set(3)=%d\n", mt);
    int *size_seen = calloc(mt, sizeof(int));
    long *share = calloc(mt, sizeof(long));
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        size_seen[t] = n;
        for (int i = t; i < 1000; i += n) share[t] += i;
    }
    int members = 0, ok = 1;
    long sum = 0;
    for (int t = 0; t < mt; t++) {
        if (size_seen[t]) { members++; ok &= size_seen[t] == 2; }
        sum += share[t];
    }
    printf("two: members=%d sizes_ok=%d sum=%ld\n", members, ok, sum);
    long *slots = calloc(mt, sizeof(long));
    int used = 0;
#pragma omp parallel
    {
#pragma omp for schedule(static)
        for (int i = 0; i < 100; i++) slots[omp_get_thread_num()] += i;
#pragma omp single
        used = omp_get_num_threads();
    }
    long ss = 0;
    for (int t = 0; t < mt; t++) ss += slots[t];
    printf("default: slots_sum=%ld used<=3:%d\n", ss, used <= 3 && used >= 1);
    omp_set_num_threads(1);
    int n1 = -1, ip = -1;
#pragma omp parallel
    {
        n1 = omp_get_num_threads();
        ip = omp_in_parallel();
    }
    printf("one: n=%d in_parallel=%d max=%d\n", n1, ip, omp_get_max_threads());
    free(size_seen); free(share); free(slots);
    return 0;
}
