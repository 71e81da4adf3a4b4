/* Tasks created in a team-mode region's code by functions it calls (docs/hbc-internals.md,
 * "Tasks in a team-mode region"): deferred into the member's task scope, stolen by members
 * waiting at barriers, and finished by every barrier, taskgroup and taskwait that OpenMP
 * says completes them. Each check reads the tasks' results right after the construct that
 * must have completed them; a task still pending there shows as a wrong count. Every result
 * is independent of the team's size, so the program prints what its sequential build prints.
 * E2E-WORKERS: 1 2 3 4 */
#include <stdio.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

#define N 3000
#define MAXT 64

static int cell[N];
static long spin_sink;

static void slow_set(int i, int v) {
    long s = 0;
    for (int k = 0; k < 2000 + (i % 7) * 500; k++) s += k ^ i;
    __atomic_fetch_add(&spin_sink, s & 1, __ATOMIC_RELAXED); /* (keeps the loop) */
    cell[i] = v;
}

/* a task per element, created by a callee (heartbeat-mode code) */
static void spawn_all(int v) {
    for (int i = 0; i < N; i++) {
#pragma omp task firstprivate(i, v)
        slow_set(i, v);
    }
}

static void spawn_one(int i) {
#pragma omp task firstprivate(i)
    slow_set(N - 1 - i, 5);
}

static int count(int v) {
    int c = 0;
    for (int i = 0; i < N; i++) c += cell[i] == v;
    return c;
}

/* the thread number seen in a task is a member's: below the team's size */
static int tid_bad;
static void spawn_tid_checks(int nt) {
    for (int i = 0; i < 200; i++) {
#pragma omp task firstprivate(nt)
        {
            int t = omp_get_thread_num();
            if (t < 0 || t >= nt || omp_get_num_threads() != nt)
                __atomic_store_n(&tid_bad, 1, __ATOMIC_RELAXED); /* (no directive: the task stays deferrable) */
        }
    }
}

/* an orphaned worksharing loop in member code after the member created tasks: still shared
 * among the team (each iteration once), not run whole by every member */
static long orphan_hits;
static void orphaned_for(void) {
#pragma omp for
    for (int i = 0; i < 1000; i++) {
#pragma omp atomic
        orphan_hits++;
    }
}

int main(void) {
    int after_single = -1, after_barrier = -1, after_group = -1, after_wait = -1, after_loop = -1;
    int per_member_bad = 0, nthreads = 1;
    memset(cell, 0, sizeof cell);

    /* single + callee tasks: the single's barrier completes them */
#pragma omp parallel
    {
        int me = omp_get_thread_num();
#pragma omp single
        {
            nthreads = omp_get_num_threads();
            spawn_all(1);
        }
        /* every member sees every task's write after the barrier */
        if (count(1) != N) {
#pragma omp atomic write
            per_member_bad = 1;
        }
        if (me == 0) after_single = count(1);
    }

    /* single nowait + an explicit barrier */
#pragma omp parallel
    {
#pragma omp single nowait
        spawn_all(2);
#pragma omp barrier
#pragma omp master
        after_barrier = count(2);
    }

    /* taskgroup and taskwait in member code, read before any barrier */
#pragma omp parallel
    {
        int me = omp_get_thread_num();
        if (me == 0) {
#pragma omp taskgroup
            spawn_all(3);
            after_group = count(3);
            spawn_all(4);
#pragma omp taskwait
            after_wait = count(4);
        }
    }

    /* members create tasks, then meet an orphaned loop and the region's end */
#pragma omp parallel
    {
        int me = omp_get_thread_num(), nt = omp_get_num_threads();
        spawn_one(me); /* (hbc finishes the member's tasks before an orphaned loop; tests/team.cpp
                          checks own code with tasks pending) */
        orphaned_for();
        if (me == nt - 1) spawn_all(5);
        spawn_tid_checks(nt);
    }
    after_loop = count(5); /* the region's end completes them */

    printf("after single %d, every member %s\n", after_single, per_member_bad ? "missed some" : "saw all");
    printf("after barrier %d\n", after_barrier);
    printf("after taskgroup %d, after taskwait %d\n", after_group, after_wait);
    printf("after region %d, orphaned loop iterations %ld, thread numbers %s\n", after_loop, orphan_hits,
           tid_bad ? "out of range" : "ok");
    (void)nthreads;
    return 0;
}
