/* schedule(runtime) loops: omp_set_schedule() then omp_get_schedule() answers what was
   set (kind and a positive chunk); loops with schedule(runtime) after each setting,
   schedule(monotonic: dynamic, 4), schedule(nonmonotonic: dynamic) and
   schedule(monotonic: static, 2) give the same sums, in a plain `parallel for` and in a
   region using omp_get_thread_num() (team mode). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef enum { omp_sched_static = 1, omp_sched_dynamic = 2, omp_sched_guided = 3, omp_sched_auto = 4 } omp_sched_t;
static omp_sched_t k_ = omp_sched_static;
static int c_ = 1;
static void omp_set_schedule(omp_sched_t k, int c) { k_ = k; c_ = c; }
static void omp_get_schedule(omp_sched_t *k, int *c) { *k = k_; *c = c_; }
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 10000

static double x[N];

static double loops(int team)
{
    double a = 0, b = 0, c = 0, d = 0;
    if (!team) {
#pragma omp parallel for schedule(runtime) reduction(+ : a)
        for (int i = 0; i < N; i++) a += x[i];
#pragma omp parallel for schedule(monotonic : dynamic, 4) reduction(+ : b)
        for (int i = 0; i < N; i++) b += x[i] * 2;
#pragma omp parallel for schedule(nonmonotonic : dynamic) reduction(+ : c)
        for (int i = N - 1; i >= 0; i--) c += x[i] * 3;
#pragma omp parallel for schedule(monotonic : static, 2) reduction(+ : d)
        for (int i = 0; i < N; i += 3) d += x[i];
    } else {
        int ids = 0;
#pragma omp parallel reduction(+ : ids)
        {
            ids += omp_get_thread_num() >= 0;
#pragma omp for schedule(runtime) reduction(+ : a)
            for (int i = 0; i < N; i++) a += x[i];
#pragma omp for schedule(monotonic : dynamic, 4) reduction(+ : b)
            for (int i = 0; i < N; i++) b += x[i] * 2;
#pragma omp for schedule(nonmonotonic : dynamic) reduction(+ : c)
            for (int i = N - 1; i >= 0; i--) c += x[i] * 3;
#pragma omp for schedule(monotonic : static, 2) reduction(+ : d)
            for (int i = 0; i < N; i += 3) d += x[i];
        }
        a += ids > 0 ? 0 : 1e9;
    }
    return a + b * 10 + c * 100 + d * 1000;
}

int main(void)
{
    for (int i = 0; i < N; i++) x[i] = (i % 17) * 0.25;
    omp_sched_t kinds[3] = {omp_sched_static, omp_sched_dynamic, omp_sched_guided};
    int chunks[3] = {7, 3, 11};
    for (int k = 0; k < 3; k++) {
        omp_set_schedule(kinds[k], chunks[k]);
        omp_sched_t got;
        int ch;
        omp_get_schedule(&got, &ch);
        printf("set=%d got=%d chunk=%d pfor=%.2f team=%.2f\n", (int)kinds[k], (int)got, ch, loops(0), loops(1));
    }
    return 0;
}
