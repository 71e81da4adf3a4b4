/* OpenMP's locks (omp_*_lock) and the contended path of `critical`, for hbc's translated
 * code and for objects built by plain gcc -fopenmp that it links with (hbc_omp.c holds the
 * rest of the OpenMP runtime routines). */
#define _GNU_SOURCE /* syscall */
#include <linux/futex.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "heartbeat/heartbeat.h"
#include "omp.h"

/* omp_lock_t: one int word with libgomp's protocol (docs/protocol.md, "hbc's omp_lock_t"),
 * so that a lock hbc's code sets and an object built by plain gcc -fopenmp unsets
 * (libgomp's omp_unset_lock on the same 4 bytes) still excludes and wakes (a
 * --hbc-fallback-openmp object calls these routines). It replaced a malloc'd pthread mutex
 * behind a pointer: 2 M per-element locks initialised in 6 ms against 87, updated in 242 ms
 * against 446 (bench/results/s50-locks); one hot lock is still slower than the mutex. */
#define HBC_LOCK_SPINS 32
static long lock_futex(int *w, int op, int val) { return syscall(SYS_futex, w, op, val, NULL, NULL, 0); }
void omp_init_lock(omp_lock_t *l) { __atomic_store_n(&l->_hbc_word, 0, __ATOMIC_RELAXED); }
void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static void lock_word_set(int *w) {
    int old = 0;
    if (__atomic_compare_exchange_n(w, &old, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) return;
    for (int i = 0; i < HBC_LOCK_SPINS && old == 1; ++i) {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
        old = __atomic_load_n(w, __ATOMIC_RELAXED);
        if (old == 0) {
            if (__atomic_compare_exchange_n(w, &old, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) return;
        }
    }
    /* from here on the word is taken only as -1, so the holder's unset wakes a sleeper */
    while (__atomic_exchange_n(w, -1, __ATOMIC_ACQUIRE) != 0) lock_futex(w, FUTEX_WAIT_PRIVATE, -1);
}
/* A thread holding a lock waits without taking other work (hb_lock_held_begin): OpenMP's
 * tied-task scheduling constraint, without which a taskwait under the lock ran another
 * member's task that wanted it, on the same thread (helper A of session 57: a hang). */
void omp_set_lock(omp_lock_t *l) {
    lock_word_set(&l->_hbc_word);
    hb_lock_held_begin();
}
void omp_unset_lock(omp_lock_t *l) {
    hb_lock_held_end();
    if (__atomic_exchange_n(&l->_hbc_word, 0, __ATOMIC_RELEASE) < 0) lock_futex(&l->_hbc_word, FUTEX_WAKE_PRIVATE, 1);
}
int omp_test_lock(omp_lock_t *l) {
    int old = 0;
    if (!__atomic_compare_exchange_n(&l->_hbc_word, &old, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) return 0;
    hb_lock_held_begin();
    return 1;
}

/* A nestable lock: a simple lock's word, its owner thread and its nesting count, in place
 * (libgomp's owner is the task: the same here except for two tasks that one thread
 * interleaves, see docs/hbc.md). Only the owner writes owner and count, holding the word;
 * another thread may read owner (relaxed) and never finds itself there. */
static __thread char nest_lock_me;  /* (its address names the thread) */
void omp_init_nest_lock(omp_nest_lock_t *l) {
    omp_init_lock(&l->_hbc_lock);
    l->_hbc_count = 0;
    __atomic_store_n(&l->_hbc_owner, NULL, __ATOMIC_RELAXED);
}
void omp_destroy_nest_lock(omp_nest_lock_t *l) { (void)l; }
void omp_set_nest_lock(omp_nest_lock_t *l) {
    if (__atomic_load_n(&l->_hbc_owner, __ATOMIC_RELAXED) != &nest_lock_me) {
        omp_set_lock(&l->_hbc_lock);
        __atomic_store_n(&l->_hbc_owner, &nest_lock_me, __ATOMIC_RELAXED);
    }
    ++l->_hbc_count;
}
void omp_unset_nest_lock(omp_nest_lock_t *l) {
    if (--l->_hbc_count > 0) return;
    __atomic_store_n(&l->_hbc_owner, NULL, __ATOMIC_RELAXED);
    omp_unset_lock(&l->_hbc_lock);
}
/* The new nesting count, or 0 when another thread holds the lock. */
int omp_test_nest_lock(omp_nest_lock_t *l) {
    if (__atomic_load_n(&l->_hbc_owner, __ATOMIC_RELAXED) != &nest_lock_me) {
        if (!omp_test_lock(&l->_hbc_lock)) return 0;
        __atomic_store_n(&l->_hbc_owner, &nest_lock_me, __ATOMIC_RELAXED);
    }
    return ++l->_hbc_count;
}
void omp_init_lock_with_hint(omp_lock_t *l, omp_sync_hint_t hint) {
    (void)hint;
    omp_init_lock(l);
}
void omp_init_nest_lock_with_hint(omp_nest_lock_t *l, omp_sync_hint_t hint) {
    (void)hint;
    omp_init_nest_lock(l);
}

/* omp critical: one lock word per name, 0 free, 1 held, 2 held with a waiter maybe asleep
 * (docs/protocol-teams.md, "hbc's critical lock word"). The translated code enters with one
 * exchange to 1 and leaves with one exchange to 0; it comes here to wait, or to wake a
 * sleeper when it left a 2. A waiter spins briefly, then sleeps: one that spun and yielded
 * kept the CPU from a descheduled holder (DataRaceBench DRB198: 0.13-44 s on 2 cores).
 * A waiter takes the word only as 2, so a 2 that the entry's exchange hid is restored. */
#define HBC_CRITICAL_SPINS 256
static long critical_futex(int *l, int op, int val) {
    return syscall(SYS_futex, l, op, val, NULL, NULL, 0);
}
void hbc_critical_acquire_contended(int *l) {
    for (int i = 0; i < HBC_CRITICAL_SPINS; ++i) {
        int free_word = 0;
        if (__atomic_load_n(l, __ATOMIC_RELAXED) == 0 &&
            __atomic_compare_exchange_n(l, &free_word, 2, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
            return;
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    }
    while (__atomic_exchange_n(l, 2, __ATOMIC_ACQUIRE) != 0) critical_futex(l, FUTEX_WAIT_PRIVATE, 2);
}
void hbc_critical_wake_one(int *l) { critical_futex(l, FUTEX_WAKE_PRIVATE, 1); }

