/* Nestable locks: omp_test_nest_lock answers the new nesting count (0 when another thread
   holds the lock), a thread may set its own lock again (recursion), and the lock is free only
   after as many unsets as sets. Two threads of a team hand a nested lock over. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: counts 1 2 3 4
// PROBE-OUTPUT: recursive depth 5 total 15
// PROBE-OUTPUT: held-elsewhere 0
// PROBE-OUTPUT: after-release 1
// PROBE-OUTPUT: sum 20000

static omp_nest_lock_t lock;
static int total;

static void recurse(int n)
{
    omp_set_nest_lock(&lock);
    total += n;
    if (n > 1) recurse(n - 1);
    omp_unset_nest_lock(&lock);
}

int main(void)
{
    int a, b, c, d, held = -1, after = -1;
    omp_init_nest_lock(&lock);
    a = omp_test_nest_lock(&lock);
    b = omp_test_nest_lock(&lock);
    omp_set_nest_lock(&lock);
    c = 3;
    d = omp_test_nest_lock(&lock);
    printf("counts %d %d %d %d\n", a, b, c, d);
    for (int k = 0; k < 4; k++) omp_unset_nest_lock(&lock);
    recurse(5);
    printf("recursive depth 5 total %d\n", total);

    /* one thread holds the lock (twice) while another tests it; then releases both levels */
    int stage = 0;
#pragma omp parallel num_threads(2) shared(stage, held, after)
    {
        int me = omp_get_thread_num();
        if (omp_get_num_threads() == 2) {
            if (me == 0) {
                omp_set_nest_lock(&lock);
                omp_set_nest_lock(&lock);
                __atomic_store_n(&stage, 1, __ATOMIC_RELEASE);
                while (__atomic_load_n(&stage, __ATOMIC_ACQUIRE) != 2) {}
                omp_unset_nest_lock(&lock);
                omp_unset_nest_lock(&lock);
                __atomic_store_n(&stage, 3, __ATOMIC_RELEASE);
            } else {
                while (__atomic_load_n(&stage, __ATOMIC_ACQUIRE) != 1) {}
                held = omp_test_nest_lock(&lock);
                __atomic_store_n(&stage, 2, __ATOMIC_RELEASE);
                while (__atomic_load_n(&stage, __ATOMIC_ACQUIRE) != 3) {}
                after = omp_test_nest_lock(&lock);
                if (after) omp_unset_nest_lock(&lock);
            }
        } else {
            held = 0; /* a team of one cannot show it */
            after = 1;
        }
    }
    printf("held-elsewhere %d\nafter-release %d\n", held, after);

    long sum = 0;
#pragma omp parallel for
    for (int i = 0; i < 20000; i++) {
        omp_set_nest_lock(&lock);
        omp_set_nest_lock(&lock);
        sum += 1;
        omp_unset_nest_lock(&lock);
        omp_unset_nest_lock(&lock);
    }
    printf("sum %ld\n", sum);
    omp_destroy_nest_lock(&lock);
    return 0;
}
