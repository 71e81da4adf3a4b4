/* omp_lock_t under contention, shared with an object built by gcc -fopenmp (lib.c): more
 * threads than cores take one lock through hbc's omp_set_lock and omp_test_lock and through
 * libgomp's (lib.c's calls), across a slow stretch, so waiters spin, sleep and must be woken
 * by either side's unset. The lock is one word with libgomp's protocol (docs/protocol.md,
 * "hbc's omp_lock_t"); before session 50 it was a pointer to a pthread mutex, which libgomp
 * read as its word (the program crashed). A lost wake-up hangs (the harness's timeout fails
 * it); a broken exclusion loses increments. A nestable lock (no longer a malloc'd recursive
 * mutex either) is taken three deep and tested by its owner.
 * E2E-WORKERS: 1 2 3 */
#include <stdio.h>

#include "locks.h"

void add_under_lock(omp_lock_t *l, long *counter, long k); /* lib.c: libgomp's lock calls */

static long slow(long k) {
    volatile long s = 0;
    for (long j = 0; j < 300; j++) s += j ^ k;
    return s & 1;
}

/* Takes the nestable lock depth times over, one level per call. */
static void nest_add(omp_nest_lock_t *l, long *counter, int depth) {
    omp_set_nest_lock(l);
    *counter += 1 + slow(depth) - slow(depth);
    if (depth > 1) nest_add(l, counter, depth - 1);
    omp_unset_nest_lock(l);
}

int main(void) {
    omp_lock_t l;
    omp_init_lock(&l);
    long counter = 0, tried = 0;
#pragma omp parallel num_threads(6)
    {
        int me = omp_get_thread_num();
#pragma omp for schedule(dynamic, 64)
        for (long k = 0; k < 120000; k++) {
            if (k % 3 == 0) {
                add_under_lock(&l, &counter, k);
            } else if (k % 3 == 1) {
                omp_set_lock(&l);
                long c = counter;
                c += 1 + slow(k + me) - slow(k + me);
                counter = c;
                omp_unset_lock(&l);
            } else {
                while (!omp_test_lock(&l)) {
                }
                counter += 1;
                tried += 1;
                omp_unset_lock(&l);
            }
        }
    }
    omp_destroy_lock(&l);
    /* the nestable lock (hbc's own, not shared with lib.c): nesting by one thread, and
     * omp_test_nest_lock's counts (1 when taken, then 2 by the owner) */
    omp_nest_lock_t nl;
    omp_init_nest_lock(&nl);
    long nested = 0, counts = 0;
#pragma omp parallel num_threads(5)
#pragma omp for schedule(dynamic, 16)
    for (long k = 0; k < 30000; k++) {
        nest_add(&nl, &nested, 3);
        if (k % 8 == 0) {
            int c;
            while ((c = omp_test_nest_lock(&nl)) == 0) {
            }
            counts += c;
            counts += omp_test_nest_lock(&nl);
            omp_unset_nest_lock(&nl);
            omp_unset_nest_lock(&nl);
        }
    }
    omp_destroy_nest_lock(&nl);
    printf("%ld %ld %ld %ld\n", counter, tried, nested, counts);
    return 0;
}
