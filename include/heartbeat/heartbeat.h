/* Heartbeat C API: nested parallel loops, reductions and fork-join with no grain sizes.
 *
 * The loop entry points are static inline: a loop whose remaining iterations fit in the
 * current poll budget runs as one direct call of the range function, which the C compiler
 * can inline when the function is known. Larger loops go to the runtime, which calls the
 * range function once per chunk (never once per iteration for a leaf loop).
 *
 *   static void add(void *ctx, int64_t lo, int64_t hi) {
 *       double *a = ctx;
 *       for (int64_t i = lo; i < hi; i++) a[i] += 1.0;
 *   }
 *   HB_PARALLEL_FOR(0, n, add, a);
 *
 * Everything named hb_detail_* or HB_DETAIL_* is private to the library. */
#ifndef HEARTBEAT_HEARTBEAT_H
#define HEARTBEAT_HEARTBEAT_H
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

#include <stddef.h>
#include <stdint.h>

#include "heartbeat/detail/hot.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Runs [lo, hi) of the loop body. */
typedef void (*hb_range_fn)(void *ctx, int64_t lo, int64_t hi);
/* Folds [lo, hi) into the accumulator acc. */
typedef void (*hb_fold_fn)(void *ctx, int64_t lo, int64_t hi, void *acc);
/* Sets acc to the identity of the reduction. */
typedef void (*hb_init_fn)(void *ctx, void *acc);
/* acc = acc (op) rhs, where rhs covers iterations after those of acc. */
typedef void (*hb_combine_fn)(void *ctx, void *acc, const void *rhs);
/* A fork2 branch. */
typedef void (*hb_branch_fn)(void *ctx);

/* One per loop in the source: the runtime learns there whether the loop's body contains
 * nested parallelism. Zero-initialise it (a static variable is the natural home). */
typedef struct hb_site hb_site;

void hb_detail_for_slow(hb_site *site, int64_t lo, int64_t hi, hb_range_fn fn, void *ctx);
void hb_detail_reduce_slow(hb_site *site, int64_t lo, int64_t hi, void *acc, size_t acc_size,
                           hb_init_fn init, hb_combine_fn combine, hb_fold_fn fold, void *ctx);

/* For code generators that call a loop body directly (hbc's C++ output before C++17): the
 * fast path of hb_parallel_for_at and hb_parallel_reduce_at in two halves, so the caller
 * runs the iterations in place, where its compiler inlines the body and keeps what the body
 * reads in registers. hb_loop_begin_in_place returns nonzero when the non-empty range
 * [lo, hi) fits the poll budget and the loop at site was never seen to nest; the caller then
 * runs [lo, hi) itself and passes the returned *left to hb_loop_end_in_place. On zero, the
 * caller runs the loop through hb_parallel_for_at or hb_parallel_reduce_at. */
static __inline__ int hb_loop_begin_in_place(hb_site *site, int64_t lo, int64_t hi, int64_t *left) {
    hb_detail_hot *h = &hb_detail_tls;
    const uint64_t n = (uint64_t)hi - (uint64_t)lo;
    if (!hb_detail_unframed_ok(h, site, n)) return 0;
    *left = h->countdown - (int64_t)n;
    h->countdown = *left;
    return 1;
}
/* A nested construct that spent budget meanwhile marks the site nested: framed from then on. */
static __inline__ void hb_loop_end_in_place(hb_site *site, int64_t left) {
    if (__builtin_expect(hb_detail_tls.countdown != left, 0)) hb_detail_mark_nested(site);
}

/* Parallel loop over [lo, hi); an empty or negative range runs nothing. */
static __inline__ void hb_parallel_for_at(hb_site *site, int64_t lo, int64_t hi, hb_range_fn fn,
                                      void *ctx) {
    int64_t left;
    if (lo >= hi) return;
    if (hb_loop_begin_in_place(site, lo, hi, &left)) {
        fn(ctx, lo, hi);
        hb_loop_end_in_place(site, left);
        return;
    }
    hb_detail_for_slow(site, lo, hi, fn, ctx);
}

/* Parallel reduction over [lo, hi) into *acc, which the caller has initialised (to the
 * identity or to a starting value). Partial results are combined in iteration order, so
 * an associative, non-commutative operator gives the sequential result. acc_size is the
 * size of the accumulator in bytes. */
static __inline__ void hb_parallel_reduce_at(hb_site *site, int64_t lo, int64_t hi, void *acc,
                                         size_t acc_size, hb_init_fn init,
                                         hb_combine_fn combine, hb_fold_fn fold, void *ctx) {
    int64_t left;
    if (lo >= hi) return;
    if (hb_loop_begin_in_place(site, lo, hi, &left)) {
        fold(ctx, lo, hi, acc);
        hb_loop_end_in_place(site, left);
        return;
    }
    hb_detail_reduce_slow(site, lo, hi, acc, acc_size, init, combine, fold, ctx);
}

/* The same, with a site private to the call site. */
#define HB_PARALLEL_FOR(lo, hi, fn, ctx)                                                   \
    do {                                                                                   \
        static hb_site hb_site_here_;                                                      \
        hb_parallel_for_at(&hb_site_here_, (lo), (hi), (fn), (ctx));                        \
    } while (0)
#define HB_PARALLEL_REDUCE(lo, hi, acc, acc_size, init, combine, fold, ctx)                \
    do {                                                                                   \
        static hb_site hb_site_here_;                                                      \
        hb_parallel_reduce_at(&hb_site_here_, (lo), (hi), (acc), (acc_size), (init),       \
                              (combine), (fold), (ctx));                                   \
    } while (0)

/* Runs f(fctx) and g(gctx), possibly in parallel; returns when both are done. */
void hb_fork2(hb_branch_fn f, void *fctx, hb_branch_fn g, void *gctx);

/* Task groups: spawn any number of tasks, then wait for all of them (the C face of
 * hb::task_group, include/heartbeat/task_group.hpp). A task that no heartbeat promotes runs
 * on the spawning thread at wait, in spawn order; a heartbeat promotes all of a group's
 * unstarted tasks at once, as it promotes a loop's remaining iterations.
 *
 *   hb_task_group g;
 *   hb_task_group_init(&g);
 *   for (i = 0; i < n; i++) hb_task_group_spawn(&g, visit, &child[i], sizeof child[i]);
 *   hb_task_group_wait(&g);
 *
 * The storage belongs to the caller (a local variable is the natural home). Initialise it
 * once; after hb_task_group_wait returns it holds nothing and may be spawned into again or
 * go out of scope. Wait on the thread that initialised it. Task functions must not throw. */
typedef void (*hb_task_fn)(void *data);
#define HB_TASK_GROUP_BYTES 1280
typedef struct hb_task_group {
    union {
        unsigned char bytes[HB_TASK_GROUP_BYTES];
        long double align_;
        void *pointer_;
    } storage_;
} hb_task_group;
void hb_task_group_init(hb_task_group *g);
/* Spawns fn(copy), where copy is a copy of the size bytes at data, made now and kept until
 * the task has run (size 0: fn gets NULL). Like an OpenMP task's firstprivate values. */
void hb_task_group_spawn(hb_task_group *g, hb_task_fn fn, const void *data, size_t size);
/* Returns once every task spawned into g (also by its tasks) has finished. */
void hb_task_group_wait(hb_task_group *g);
/* hb_task_group_wait, except that g's tasks that have not started become into's (run by
 * into's wait, their copies moved along) instead of running here, when into is the group g
 * was made on top of: into had latent tasks and was this thread's youngest construct when g
 * got its first one (g made in a task that into's wait runs, say), and still is under g.
 * Elsewhere it is hb_task_group_wait. For a chain of tasks each spawning the next: ending
 * each with this hands the next to the waiting group, where a loop runs them, rather than
 * nesting one wait per link on the stack. Nothing is lost: into's wait runs them. */
void hb_task_group_hand_over(hb_task_group *g, hb_task_group *into);
/* Whether a task group initialised here, now, could keep tasks latent. 0: no latent place is
 * left on this thread (HB_LATENT_FORKS), so such a group would run each task at once, where
 * it is spawned, and its wait would have nothing of theirs to do. A language layer uses it to
 * skip making a group that could only do that (hbc's OpenMP task bodies). Inline: two loads. */
static __inline__ int hb_task_group_defers_here(void) { return hb_detail_group_defers(&hb_detail_tls); }

/* The calling thread holds a lock that other work may need (an OpenMP lock held across a
 * taskwait, say): until the matching hb_lock_held_end, its joins and waits run only their own
 * work, never work they could take from another thread, which might wait for that lock (on
 * this very thread: a deadlock). OpenMP's tied-task scheduling constraint has the same
 * effect. Nestable, per thread; an end without a begin is ignored. hbc's omp_set_lock and
 * omp_unset_lock call them (docs/protocol.md, "Locks held across a wait"). */
void hb_lock_held_begin(void);
void hb_lock_held_end(void);

/* Serial sections: the parallel constructs that the calling thread starts between
 * hb_serial_begin and hb_serial_end run on it alone, in order, as plain loops and calls (no
 * heartbeat promotes them, no static split); latent work it started before stays
 * promotable. What an inactive (nested) OpenMP region needs: hbc's shim opens one there.
 * Sections nest; end each on its thread, in reverse order, after the constructs inside it
 * have returned. The storage belongs to the caller (a local variable).
 * (It is a frame that the heartbeat's search for the oldest frame does not pass:
 * docs/protocol.md, "Promotion".) */
typedef struct hb_serial {
    hb_detail_frame fence;
} hb_serial;
static __inline__ void hb_serial_begin(hb_serial *s) {
    hb_detail_hot *h = &hb_detail_tls;
    s->fence.prev = h->top;
    s->fence.next = 0;
    s->fence.hi = 0;
    s->fence.promote = NULL;
    h->top = &s->fence;
}
static __inline__ void hb_serial_end(hb_serial *s) {
    hb_detail_tls.top = s->fence.prev;
    if (__builtin_expect(s->fence.hi != 0, 0)) hb_detail_serial_request();  /* a request waited here */
}

/* One word of per-thread context for a language layer built on task groups (hbc keeps its
 * current OpenMP task scope here). The runtime hides it (NULL) while the thread runs work it
 * took from elsewhere (a stolen task, a static loop piece) and restores it afterwards, so
 * the word always describes the code that set it, never code running above it on the
 * same stack. Inline (one thread-local load or store): hbc reads it at every region and
 * worksharing loop. */
static __inline__ void *hb_task_context(void) { return hb_detail_tls.task_context; }
static __inline__ void hb_set_task_context(void *context) { hb_detail_tls.task_context = context; }

/* Runtime control (see docs/tunables.md). */
int hb_num_workers(void);
/* Index of the calling thread's worker record, or -1 when the thread has not run a
 * parallel construct yet. Stable while the thread lives; distinct among live threads. The
 * first user thread is 0 and pool threads 1..P-1, so with one user thread the ids are
 * exactly [0, hb_num_workers()). */
int hb_worker_id(void);
/* 1 on a thread that the runtime started for its pool (it only ever runs work taken from
 * parallel constructs), 0 on the program's own threads. */
int hb_is_pool_thread(void);
/* Above every live thread's worker id and at least hb_num_workers(): it exceeds the worker
 * count only with several user threads, or while surplus threads of a resize are parked
 * (HB_POOL_LINGER_MS, docs/tunables.md). Size
 * per-worker arrays with it. */
int hb_worker_id_bound(void);
/* Sets the number of workers (1 <= n <= 2048): pool threads start (or parked ones come
 * back) at once, surplus ones take no new work and park when idle. Callable anywhere; never
 * waits. Returns 0, or -1 when n is out of range. */
int hb_set_num_workers(int n);
/* The stack size of pool threads started after the call, in KiB (HB_WORKER_STACK_KB,
 * docs/tunables.md); 0: the process's default thread attributes. The program's own threads
 * are not affected. Returns 0, or -1 when kib is out of [0, 2^32). */
int hb_set_worker_stack_kb(long kib);
long hb_worker_stack_kb(void);
int hb_heartbeat_us(void);
void hb_set_heartbeat_us(int us);
void hb_set_force_promotion(int on);
/* How outermost parallel loops are scheduled (HB_LOOP_SCHEDULE, docs/tunables.md):
 * HB_LOOP_AUTO chooses per loop between staying latent and a static split across the
 * workers; HB_LOOP_HEARTBEAT always stays latent; HB_LOOP_STATIC splits every outermost
 * loop that can be split (for experiments and tests). Out-of-range values mean auto. */
enum { HB_LOOP_AUTO = 0, HB_LOOP_HEARTBEAT = 1, HB_LOOP_STATIC = 2 };
void hb_set_loop_schedule(int schedule);
int hb_loop_schedule(void);
void hb_stats_enable(int on);
void hb_stats_reset(void);
/* Writes the statistics as JSON into buf (NUL-terminated, truncated to size); returns the
 * full length. */
size_t hb_stats_json(char *buf, size_t size);

/* How a worker learns that a heartbeat is due (docs/tunables.md, HB_HEARTBEAT_MECHANISM). */
typedef enum hb_mechanism {
    HB_MECHANISM_POLL = 0,        /* polls read the cycle counter (default) */
    HB_MECHANISM_TIMER = 1,       /* a per-worker POSIX timer signals its worker */
    HB_MECHANISM_PING = 2,        /* one thread signals each busy worker every interval */
    HB_MECHANISM_PING_FLAG = 3,   /* one thread sets a per-worker flag that polls read */
    HB_MECHANISM_ROLLFORWARD = 4  /* signals plus rollforwarding (code built by hbc) */
} hb_mechanism;
/* Selects the mechanism for every worker (each switches at its next poll). Returns 0; -1 for
 * an unknown value; -2 when the mechanism is not available in this program (rollforward);
 * -3 when the heartbeat signal already has a handler; -4 after shutdown. */
int hb_set_heartbeat_mechanism(hb_mechanism m);
hb_mechanism hb_heartbeat_mechanism(void);
/* "poll", "timer", "ping", "ping-flag", "rollforward"; NULL for an unknown value. */
const char *hb_mechanism_name(hb_mechanism m);
/* Parses one of those names into *out; returns 0, or -1 for an unknown name. */
int hb_mechanism_from_name(const char *name, hb_mechanism *out);
/* The real-time signal number the timer and ping mechanisms use (HB_HEARTBEAT_SIGNAL). */
int hb_heartbeat_signal(void);

#ifdef __cplusplus
}
#endif
#endif
