/* Updates of shared state that every thread of a region makes outside atomic and critical:
 * under an OpenMP lock, and with gcc's atomic builtins. Each thread makes its own, so the
 * count is the team's size; the region runs on a team (before session 57 it ran once, in
 * heartbeat mode, and counted 1; helper A of session 57). */
// EXPECT-TRANSLATION: hbc_team_run(
// EXPECT-OUTPUT: lock 1 atomic 1 sync 1
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
static void omp_init_lock(omp_lock_t *l) { (void)l; }
static void omp_set_lock(omp_lock_t *l) { (void)l; }
static void omp_unset_lock(omp_lock_t *l) { (void)l; }
static void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static int omp_get_num_threads(void) { return 1; }
#endif
static int by_lock, by_atomic, by_sync, team;
static void count_sync(void) { __sync_fetch_and_add(&by_sync, 1); }
int main(void) {
    omp_lock_t l;
    omp_init_lock(&l);
#pragma omp parallel
    {
        omp_set_lock(&l);
        by_lock++;
        omp_unset_lock(&l);
        __atomic_fetch_add(&by_atomic, 1, __ATOMIC_RELAXED);
        count_sync();
#pragma omp single
        team = omp_get_num_threads();
    }
    omp_destroy_lock(&l);
    printf("lock %d atomic %d sync %d\n", by_lock == team, by_atomic == team, by_sync == team);
    return 0;
}
