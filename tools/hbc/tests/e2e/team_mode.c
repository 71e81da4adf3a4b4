/* Team mode (docs/hbc-internals.md, "Team mode"): regions whose meaning depends on a real team run on a
 * heartbeat team. Every result below is independent of the team's size, so the program
 * prints what its sequential build prints, at any worker count.
 * E2E-WORKERS: 1 2 3 4 */
#include <stdio.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

#define N 20011
#define MAXT 64

static double x[N], y[N];
static long counter;
#pragma omp threadprivate(counter)

static void count_one(void) { counter++; } /* a threadprivate used outside main() */

static int id_in_callee(void) { return omp_get_thread_num(); } /* orphaned: the member's id */

int main(void) {
    double partial[MAXT], total = 0, dot = 0, lastv = -1;
    long hits = 0, sum_counts = 0, ordered_sum = 0;
    int nthreads = 1, i, ids_ok = 1, phase_bad = 0, single_runs = 0, sections_mask = 0;
    int arrived = 0, copied = 0, k, lastk = -1;
    memset(partial, 0, sizeof partial);
    for (i = 0; i < N; i++) x[i] = (i * 37 % 101) * 0.5;

    /* manual partition by thread id, then a barrier, a single, a master and a critical */
#pragma omp parallel shared(partial, nthreads, total)
    {
        int t = omp_get_thread_num(), nt = omp_get_num_threads();
        int lo = (int)((long)N * t / nt), hi = (int)((long)N * (t + 1) / nt), j;
        double s = 0;
        if (id_in_callee() != t) ids_ok = 0;
        for (j = lo; j < hi; j++) s += x[j];
        partial[t] = s;
#pragma omp barrier
#pragma omp single
        {
            int q;
            nthreads = nt;
            for (q = 0; q < nt; q++) total += partial[q];
            single_runs++;
        }
#pragma omp master
        {
            if (t != 0) ids_ok = 0;
        }
        /* phases: every member sees every other member's write after the barrier */
        y[t] = t + 1;
#pragma omp barrier
        for (j = 0; j < nt; j++)
            if (y[j] != j + 1) {
#pragma omp critical
                phase_bad++;
            }
    }

    /* a hand-made barrier with atomics (spin until everybody arrived) */
#pragma omp parallel
    {
        int nt = omp_get_num_threads(), now;
#pragma omp atomic
        arrived++;
        do {
#pragma omp atomic read
            now = arrived;
        } while (now < nt);
    }

    /* worksharing loops in a team: schedules, reduction, lastprivate, nowait, ordered */
#pragma omp parallel private(k)
    {
        int me = omp_get_thread_num();
        (void)me;
#pragma omp for schedule(dynamic, 7) reduction(+:dot)
        for (k = 0; k < N; k++) dot += x[k] * 2.0;
#pragma omp for schedule(guided) lastprivate(lastv)
        for (k = N - 1; k >= 0; k -= 3) lastv = x[k];
#pragma omp for schedule(static, 5) nowait
        for (k = 0; k < N; k++) y[k] = x[k] + 1;
#pragma omp barrier
#pragma omp for ordered schedule(dynamic)
        for (k = 0; k < 100; k++) {
#pragma omp ordered
            ordered_sum = ordered_sum * 3 % 1000003 + k; /* order-sensitive */
        }
#pragma omp for lastprivate(lastk) schedule(dynamic, 2)
        for (lastk = 0; lastk < 37; lastk += 4) y[lastk] += 0; /* lastk ends at its sequential final value */
#pragma omp sections
        {
#pragma omp section
#pragma omp atomic
            sections_mask |= 1;
#pragma omp section
#pragma omp atomic
            sections_mask |= 2;
#pragma omp section
#pragma omp atomic
            sections_mask |= 4;
        }
    }

    /* threadprivate with copyin, per-member counts summed in a critical (DataRaceBench DRB085) */
    counter = 5;
#pragma omp parallel copyin(counter) reduction(+:hits)
    {
        long before = counter;
        if (before != 5) hits += 1000000; /* copyin must have copied the master's value */
#pragma omp for
        for (k = 0; k < 1000; k++) count_one();
#pragma omp critical
        sum_counts += counter - before;
        hits += 1;
    }

    /* single copyprivate: the value the single computed reaches every member */
#pragma omp parallel reduction(+:copied)
    {
        int v = -1;
#pragma omp single copyprivate(v)
        v = 42;
        copied += v == 42 ? 0 : 1;
    }

    for (i = 0; i < N; i++) dot -= y[i] * 0; /* y from the nowait loop is complete */
    printf("total=%.1f ids_ok=%d phase_bad=%d single_runs=%d nthreads_ok=%d\n", total, ids_ok, phase_bad,
           single_runs, nthreads >= 1);
    printf("dot=%.1f lastv=%.1f y_end=%.1f ordered=%ld sections=%d lastk=%d\n", dot, lastv, y[N - 1], ordered_sum,
           sections_mask, lastk);
    printf("counts=%ld copyin_ok=%d copied_bad=%d arrived_ok=%d\n", sum_counts, hits >= 1 && hits < 1000000, copied,
           arrived >= 1);
    return 0;
}
