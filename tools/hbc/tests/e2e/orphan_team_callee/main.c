/* Regions whose code calls into another file (work.c), which hbc translates without seeing
   the callers: each member runs the call, as in OpenMP, and the callee's orphaned `for`
   loops are shared among the caller's team (docs/hbc-internals.md, Orphaned worksharing loops).
   Before session 12 hbc ran such a region's code once with a warning: split_by_thread did one
   thread's share (500 of 1000 at 2 workers), and a team-mode region calling a function with
   an orphaned `for` was refused. Each result is independent of the worker count.
   E2E-WORKERS: 1 2 3 4 */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

#define N 10007

long a[N], b[N];
double total;     /* work.c: orphaned reduction(+: total) */
long last_index;  /* work.c: orphaned lastprivate */
long hand_total;  /* work.c: a hand-made reduction (local partial + critical) */

void split_by_thread(long step);
void orphan_loops(long step);
void hand_reduction(void);
void nested_inner(long *out);

/* same file: an orphaned `for` called from a team-mode region (it asks its thread number) */
static long per_thread[64];
static void scale_b(long k)
{
#pragma omp for schedule(dynamic, 7)
    for (long i = 0; i < N; ++i)
        b[i] = b[i] * k + i;
}

int main(void)
{
    for (long step = 1; step <= 3; ++step) {
#pragma omp parallel
        {
            split_by_thread(step);
            orphan_loops(step);
        }
    }
#pragma omp parallel
    hand_reduction();

#pragma omp parallel
    {
        per_thread[omp_get_thread_num() % 64] += 1;
        scale_b(3);
        scale_b(5);
    }
    long threads = 0;
    for (int t = 0; t < 64; ++t) threads += per_thread[t] > 0;

    long inner = 0;
#pragma omp parallel
    nested_inner(&inner);

    long long sa = 0, sb = 0;
    for (long i = 0; i < N; ++i) {
        sa += a[i] % 1000003;
        sb += b[i] % 1000003;
    }
    printf("a %lld b %lld total %.1f last %ld hand %ld some threads %d\n", sa, sb, total, last_index, hand_total,
           threads >= 1);
    printf("inner %s\n", inner > 0 && inner % N == 0 ? "whole loops" : "partial loops");
    return 0;
}
