// Task bodies that make no group (hbc_at_once_scope, docs/hbc-internals-tasks.md "Tasks"): past the
// thread's latent places a task's body runs its own tasks at once, in place. Deep in a
// recursion of tasks, every OpenMP rule still holds there: taskwait and taskgroup wait for
// what they must, final and if(0) keep their meaning, a task created under a final task is
// final. The shallow levels keep latent tasks; at 2 and 3 workers, requests from idle workers
// make some deep bodies make groups again, nested under bodies that made none.
// E2E-WORKERS: 1 2 3
#include <atomic>
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#endif

static std::atomic<long> final_wrong{0}, not_final_wrong{0}, group_wrong{0};

// whether omp_in_final() is as OpenMP says here (the sequential build has nothing to check)
static bool final_is(bool want) {
#ifdef _OPENMP
    return (omp_in_final() != 0) == want;
#else
    (void)want;
    return true;
#endif
}

// an undeferred task (its if clause false when it runs, hbc cannot tell), with a child,
// written where hbc cannot see that it runs under a final task: included and final there,
// and so is its child
static void undeferred_with_child(long id) {
#pragma omp task if (id < 0)
    {
        if (!final_is(true)) final_wrong++;
#pragma omp task
        if (!final_is(true)) final_wrong++;
    }
}

// the same where no task is final: the child is an ordinary task, waited for by the taskwait
static void undeferred_with_child_not_final(long id) {
    long seen = -1;
#pragma omp task if (id < 0) shared(seen)
    {
        if (!final_is(false)) not_final_wrong++;
#pragma omp task shared(seen)
        seen = id;
#pragma omp taskwait
    }
    if (seen != id) not_final_wrong++;
}

// the deepest level's checks, each made where the recursion runs its tasks at once
static void leaf_checks(long id) {
    if (!final_is(false)) not_final_wrong++;
    std::atomic<long> in_group{0};
#pragma omp taskgroup
    {
        for (int i = 0; i < 3; i++) {
#pragma omp task shared(in_group)
            {
#pragma omp task shared(in_group)
                in_group++;  // a grandchild: the taskgroup waits for it too
                in_group++;
            }
        }
    }
    if (in_group.load() != 6) group_wrong++;
    if (id % 4 == 0) {
#pragma omp task final(1)
        {
            if (!final_is(true)) final_wrong++;
            undeferred_with_child(id);
        }
        undeferred_with_child_not_final(id);
#pragma omp taskwait
    }
}

// a full binary tree of tasks; each node sums its children's values after a taskwait
static long tree(int depth, long id) {
    if (depth == 0) {
        leaf_checks(id);
        return id % 7;
    }
    long a = -1, b = -1, c = -1;
#pragma omp task shared(a)
    a = tree(depth - 1, 2 * id);
#pragma omp task shared(b)
    b = tree(depth - 1, 2 * id + 1);
    if (depth == 3) {
#pragma omp task if (0) shared(c)
        {
            // its own child is waited for by the taskwait below it, not by the parent's
            long d = -1;
#pragma omp task shared(d)
            d = id % 5;
#pragma omp taskwait
            c = d;
        }
    } else {
        c = 0;
    }
#pragma omp taskwait
    return a + b + c;
}

int main() {
    long total = 0;
    for (int rep = 0; rep < 4; rep++) {
        long t = 0;
#pragma omp parallel
#pragma omp single
        t = tree(12, 1);
        total += t;
    }
    std::printf("total %ld final_wrong %ld not_final_wrong %ld group_wrong %ld\n", total,
                final_wrong.load(), not_final_wrong.load(), group_wrong.load());
    return 0;
}
