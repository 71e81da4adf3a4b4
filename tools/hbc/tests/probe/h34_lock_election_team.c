/* Leader election with omp_test_lock in an SPMD region: every thread tries the lock once;
   the winner keeps it until after a barrier, so exactly one thread wins whatever the team
   size; the winner publishes its id, then releases. Then a nestable lock held (twice) by
   the thread that wins a `single`: the others' omp_test_nest_lock must answer 0 while it
   is held, and the owner's own test answers 3. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: winners=1 leader_valid=1
// PROBE-OUTPUT: others_failed==team-1:1 owner_depth=3
// PROBE-OUTPUT: after: test_lock=1

int main(void)
{
    omp_lock_t lk;
    omp_nest_lock_t nl;
    omp_init_lock(&lk);
    omp_init_nest_lock(&nl);
    int winners = 0, leader = -1, team = 0, others_failed = 0, owner_depth = 0, holder = -1;
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        int won = omp_test_lock(&lk);
        if (won) {
#pragma omp atomic
            winners++;
            leader = t;
        }
#pragma omp barrier
        if (won) omp_unset_lock(&lk);
#pragma omp single
        {
            team = omp_get_num_threads();
            holder = t;
            omp_set_nest_lock(&nl);
            omp_set_nest_lock(&nl);
        }
        /* implicit barrier: the holder has it twice */
        if (t != holder) {
            int r = omp_test_nest_lock(&nl);
            if (r == 0) {
#pragma omp atomic
                others_failed++;
            } else {
                omp_unset_nest_lock(&nl);
            }
        } else {
            owner_depth = omp_test_nest_lock(&nl);
            omp_unset_nest_lock(&nl);
        }
#pragma omp barrier
        if (t == holder) {
            omp_unset_nest_lock(&nl);
            omp_unset_nest_lock(&nl);
        }
    }
    printf("winners=%d leader_valid=%d\n", winners, leader >= 0 && leader < team);
    printf("others_failed==team-1:%d owner_depth=%d\n", others_failed == team - 1, owner_depth);
    printf("after: test_lock=%d\n", omp_test_lock(&lk));
    omp_unset_lock(&lk);
    omp_destroy_lock(&lk);
    omp_destroy_nest_lock(&nl);
    return 0;
}
