/* `taskloop simd` is a heartbeat loop as `taskloop` is (since session 75; it ran in place, on the
 * encountering thread, before): with reduction, lastprivate, safelen, aligned and grainsize,
 * collapse(2) with simdlen, and a body that asks its thread number (heartbeat mode: a
 * taskloop's body may; before, that sent the whole region to team mode). */
// EXPECT-TRANSLATION: HB_PARALLEL_REDUCE(
// EXPECT-TRANSLATION: hbc_taskloop_ids_kept()
// EXPECT-NO-TRANSLATION: __hb_team_
// EXPECT-OUTPUT: sum=4999950000.0 last=99999 s2=5000050000.0 bad=0
#include <stdio.h>
#include <omp.h>
int main(void) {
    enum { N = 100000 };
    static double a[N], b[N];
    for (int i = 0; i < N; i++) b[i] = i * 0.5;
    double sum = 0;
    int last = -1, tasks_threads = 0;
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskloop simd reduction(+: sum) lastprivate(last) safelen(8) aligned(a: 32) grainsize(1000)
        for (int i = 0; i < N; i++) {
            a[i] = b[i] * 2;
            sum += a[i];
            last = i;
        }
#pragma omp taskloop simd collapse(2) simdlen(4)
        for (int i = 0; i < 100; i++)
            for (int j = 0; j < 1000; j++) a[i * 1000 + j] += 1;
#pragma omp taskloop simd
        for (int i = 0; i < N; i++)
            if (omp_get_thread_num() >= omp_get_num_threads()) {
#pragma omp atomic
                tasks_threads++;
            }
    }
    double s2 = 0;
    for (int i = 0; i < N; i++) s2 += a[i];
    printf("sum=%.1f last=%d s2=%.1f bad=%d\n", sum, last, s2, tasks_threads);
    return 0;
}
