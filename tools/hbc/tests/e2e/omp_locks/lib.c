/* An OpenMP library built without hbc (E2E-GCC-OPENMP: gcc -fopenmp, libgomp's <omp.h>):
 * libgomp's own omp_set_lock/omp_unset_lock on the lock main.c's translated code set up. */
#include "locks.h"

static long slow_lib(long k) {
    volatile long s = 0;
    for (long j = 0; j < 300; j++) s += j ^ k;
    return s & 1;
}

void add_under_lock(omp_lock_t *l, long *counter, long k) {
    omp_set_lock(l);
    long c = *counter;
    c += 1 + slow_lib(k) - slow_lib(k);
    *counter = c;
    omp_unset_lock(l);
}
