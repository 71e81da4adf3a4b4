/* Tasks that a nested team-mode region's callees create finish at that region's end
 * (docs/hbc-internals.md, "Tasks in a team-mode region"). A region nested in a task, or in a
 * member of another team, runs as a team of one; the task scope current where it starts is
 * the enclosing code's, and a task deferred into it would still be pending after the nested
 * region (hbc of f95054a: every check below failed at 2-4 workers). Each check reads the
 * tasks' results right after the nested region. E2E-WORKERS: 1 2 3 4 */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

#define SLOTS 16
#define MAXT 64

static int done[MAXT][SLOTS];
static int part[MAXT];
static long spin_sink;

static void slow_mark(int t, int s) {
    long acc = 0;
    for (int k = 0; k < 200000 + s * 20000; k++) acc += k ^ s;
    __atomic_fetch_add(&spin_sink, acc & 1, __ATOMIC_RELAXED); /* (keeps the loop) */
    __atomic_store_n(&done[t][s], 1, __ATOMIC_RELAXED);
}

/* heartbeat-mode code: a deferrable task per slot */
static void spawn_marks(int t) {
    for (int s = 0; s < SLOTS; s++) {
#pragma omp task firstprivate(s)
        slow_mark(t, s);
    }
}

static int count(int t) {
    int n = 0;
    for (int s = 0; s < SLOTS; s++) n += __atomic_load_n(&done[t][s], __ATOMIC_RELAXED);
    return n;
}

/* a team-mode region (a barrier, thread numbers) whose callee creates the tasks */
static int region_then_count(int t) {
#pragma omp parallel
    {
        part[omp_get_thread_num() % MAXT] = 1;
#pragma omp barrier
#pragma omp single
        spawn_marks(t);
    }
    return count(t);
}

int main(void) {
    int in_task = -1, in_member_bad = 0, members = 0;
    /* 1. nested in an explicit task */
#pragma omp parallel
#pragma omp single
    {
#pragma omp task shared(in_task)
        in_task = region_then_count(0);
#pragma omp taskwait
    }
    /* 2. nested in each member of a team-mode region */
#pragma omp parallel reduction(+ : in_member_bad, members)
    {
        int t = omp_get_thread_num() + 1;
#pragma omp barrier
        if (t < MAXT && region_then_count(t) != SLOTS) in_member_bad++;
        members++;
    }
    printf("in a task: %d of %d; in members: %d short (%s)\n", in_task, SLOTS, in_member_bad,
           members >= 1 ? "ran" : "none");
    return 0;
}
