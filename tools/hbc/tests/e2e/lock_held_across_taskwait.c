/* A task holds an OpenMP lock across a taskwait for its own child, while tasks that other
 * members' callees created take the same lock. OpenMP lets the waiting thread run only the
 * waiting task's descendants there (the tied-task scheduling constraint), so this cannot
 * deadlock. hbc's wait used to take any stealable task, sometimes one that then waited for
 * the lock its own thread held: a hang in 7 of 10 runs at 3 forced workers (helper A of
 * session 57). Since then a thread that holds an OpenMP lock runs no other work while it
 * waits (hb_lock_held_begin). E2E-WORKERS: 2 3 4 */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
static void omp_init_lock(omp_lock_t *l) { (void)l; }
static void omp_set_lock(omp_lock_t *l) { (void)l; }
static void omp_unset_lock(omp_lock_t *l) { (void)l; }
static void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

static omp_lock_t shared_lock;
static long under_lock, members_total;
static long spin_sink;

static void work(int k) {
    long acc = 0;
    for (int i = 0; i < 20000 + k * 1000; i++) acc += i ^ k;
    __atomic_fetch_add(&spin_sink, acc & 1, __ATOMIC_RELAXED); /* (keeps the loop) */
}

static void lockers(int n) { /* a callee's tasks: deferred into the member's scope */
    for (int i = 0; i < n; i++) {
#pragma omp task
        {
            omp_set_lock(&shared_lock);
            under_lock++;
            omp_unset_lock(&shared_lock);
        }
    }
}

static void holders(int n) {
    for (int i = 0; i < n; i++) {
#pragma omp task
        {
            omp_set_lock(&shared_lock);
#pragma omp task
            work(40);
#pragma omp taskwait
            under_lock++;
            omp_unset_lock(&shared_lock);
        }
    }
}

int main(void) {
    omp_init_lock(&shared_lock);
    for (int r = 0; r < 600; r++) {
#pragma omp parallel
        {
            if (omp_get_thread_num() == 0) holders(20);
            else lockers(40);
#pragma omp single
            members_total += 20 + 40 * (omp_get_num_threads() - 1);
        }
    }
    omp_destroy_lock(&shared_lock);
    printf("updates under the lock: %s\n", under_lock == members_total ? "all" : "some lost");
    return 0;
}
