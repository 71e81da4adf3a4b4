/* Several user threads run team-mode regions at once; in each, every member calls a function
 * that creates tasks, deferred into the member's scope. A task belongs to the team of the
 * member that created it, so it runs on one of that team's threads: omp_get_num_threads() is
 * that team's size and omp_get_thread_num() below it. Before session 57 idle pool threads not
 * (yet) in the team took such tasks and answered the pool's size (5 or 6 for a team of 4, at
 * 3-4 workers); since then a task promoted by such a member is stolen only by its team's
 * threads (docs/protocol-teams.md, "Teams"). E2E-WORKERS: 2 3 4
 * E2E-FLAGS: -pthread */
#include <pthread.h>
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

#define REGIONS 30
#define TASKS 24
static int wrong_size, wrong_number, ran;
static long spin_sink;

static void make_tasks(int team_size) {
    for (int i = 0; i < TASKS; i++) {
#pragma omp task firstprivate(team_size, i)
        {
            long acc = 0;
            for (int k = 0; k < 15000; k++) acc += k ^ i;
            __atomic_fetch_add(&spin_sink, acc & 1, __ATOMIC_RELAXED); /* (keeps the loop) */
            if (omp_get_num_threads() != team_size) __atomic_fetch_add(&wrong_size, 1, __ATOMIC_RELAXED);
            if (omp_get_thread_num() >= team_size) __atomic_fetch_add(&wrong_number, 1, __ATOMIC_RELAXED);
            __atomic_fetch_add(&ran, 1, __ATOMIC_RELAXED);
        }
    }
}

static void *regions(void *arg) {
    (void)arg;
    for (int r = 0; r < REGIONS; r++) {
#pragma omp parallel
        {
            int me = omp_get_thread_num(); /* (the region depends on its team) */
            (void)me;
            if (omp_get_thread_num() == 0) make_tasks(omp_get_num_threads());
        }
    }
    return NULL;
}

int main(void) {
    pthread_t other[2];
    for (int i = 0; i < 2; i++) pthread_create(&other[i], NULL, regions, NULL);
    regions(NULL);
    for (int i = 0; i < 2; i++) pthread_join(other[i], NULL);
    printf("tasks %d, wrong team size %d, wrong thread number %d\n", ran, wrong_size, wrong_number);
    return 0;
}
