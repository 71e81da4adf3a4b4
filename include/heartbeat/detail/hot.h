/* Private: the per-thread state that the inlined fast paths of the C and C++ APIs touch.
 * Only the owning thread reads or writes any of it (see docs/protocol.md); the runtime's
 * shared state lives in src/. */
#ifndef HEARTBEAT_DETAIL_HOT_H
#define HEARTBEAT_DETAIL_HOT_H
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Latent parallelism on a worker's stack: a running loop, or a fork2 whose second branch
 * has not started. A heartbeat promotes the oldest frame with at least two iterations in
 * [next, hi). A latent fork is encoded as next = 0, hi = 2. */
typedef struct hb_detail_frame hb_detail_frame;
struct hb_detail_frame {
    hb_detail_frame *prev;                 /* next older frame of this worker, or NULL */
    int64_t next;                          /* first iteration not yet started */
    int64_t hi;                            /* end of the iterations still owned here */
    void (*promote)(hb_detail_frame *);    /* turns [next, hi) into tasks; sets hi = next;
                                              NULL: a serial section's fence (hb_serial),
                                              whose hi is 1 while a request waits for its end */
};

/* Per loop site: whether its body was seen to run nested parallel constructs (they spend
 * poll budget, so countdown moved while the loop ran). Written with relaxed atomics by any
 * thread; a stale value only costs performance, never correctness. */
struct hb_site {
    int nested;
    /* The per-loop hybrid (docs/tunables.md, "loop schedule"): written by the thread that
     * ran the site's outermost loop last, relaxed; stale values only cost performance. */
    int static_skip;              /* outermost runs left to take the heartbeat path */
    int static_backoff;           /* the next skip after a static run that lost */
    uint64_t ticks_per_kiter;     /* sequential cost estimate of 1024 iterations, in ticks */
    uint64_t latent_wall_kiter;   /* wall ticks per 1024 iterations on the heartbeat path
                                     (running average): what a static run must beat */
    int static_since_latent;      /* static runs since the last heartbeat-path run */
    int static_late;              /* the last static run lost only by waiting for a late
                                     member: one such loss is forgiven, two in a row count */
    uint64_t split_from;          /* the least trip count worth a static split by the cost
                                     estimate (0: none known yet). A loop this long skips the
                                     inlined plain-code path, which would run it sequentially
                                     whenever it fits in the poll budget, and reaches the
                                     hybrid's choice */
    uint64_t plain_max;           /* the longest loop that may run as plain code with no test
                                     but the budget's: what hb_detail_unframed_ok_full found
                                     for this site when its answer depends on nothing but the
                                     trip count (not nested; split_from - 1, or any length
                                     while split_from is unknown and the loop is not
                                     outermost). 0: unknown, take the full test. Relaxed, like
                                     the fields above: a stale value costs speed only */
};

typedef struct hb_detail_hot {
    int64_t countdown;            /* iterations left before the next poll; always >= 0 */
    hb_detail_frame *top;         /* youngest latent frame */
    void *worker;                 /* the runtime's record of this thread, or NULL */
    int64_t left_outermost;       /* an outermost fork2 ended since the last poll: time
                                     before the next poll may be sequential code, not a
                                     late poll (hb_detail_poll restarts the beat instead) */
    const int *fork_poll;         /* nonzero: the next fork2 calls hb_detail_fork_poll. Points
                                     at this thread's Worker::work_request, which idle workers
                                     set (docs/protocol.md, "Work requests"); before a thread
                                     is attached, at a constant 1 (attach at the first fork) */
    int64_t latent_forks_left;    /* fork2 frames this thread may still link before its
                                     forks run as plain calls: HB_LATENT_FORKS minus the
                                     unpromoted fork frames on its stack (docs/protocol.md,
                                     "Latent forks"); 0 before the thread is attached */
    const int *fork_gate;         /* the one word fork2's inlined path reads (nonzero: take
                                     the framed path): &hb_detail_one while latent_forks_left
                                     > 0, else fork_poll. Set only by hb_detail_update_gate */
    void *task_context;           /* hb_task_context(): a language layer's word (hbc's
                                     current OpenMP task scope); NULL while the thread runs
                                     stolen work or a static piece, restored after */
    uintptr_t deep_stack;         /* stack addresses below this lie past half the thread's
                                     stack: a join waits there without stealing, and a task
                                     group links even with no place left in
                                     latent_forks_left, so that a chain of tasks stops
                                     nesting (docs/protocol.md, "Task states and stolen
                                     joins", "Task groups"); 0: unknown */
    uint64_t polls;               /* hb_detail_poll calls so far on this thread. A loop chunk
                                     that saw it move ran a nested construct's poll even if
                                     the refilled countdown came back to the same value
                                     (docs/protocol.md, "Leaf and nested modes") */
} hb_detail_hot;

#if defined(__GNUC__) || defined(__clang__)
extern __thread hb_detail_hot hb_detail_tls __attribute__((tls_model("initial-exec")));
#if defined(HB_UBSAN_TLS_WORKAROUND)
/* gcc 12's -fsanitize=null can test its check of a thread-local address on stale flags
 * (`lea` then `je`) and report "member access within null pointer of type 'struct
 * hb_detail_hot'" where there is none. Through an opaque register the check is a plain test.
 * hbc defines this macro under -fsanitize=undefined or null (docs/hbc.md, "Building and installing"). */
static __inline__ hb_detail_hot *hb_detail_tls_address(void) {
    hb_detail_hot *p = &hb_detail_tls;
    __asm__("" : "+r"(p));
    return p;
}
#define hb_detail_tls (*hb_detail_tls_address())
#endif
#else
#error "heartbeat needs GCC or Clang (thread-local storage with the initial-exec model)"
#endif

/* What fork_gate points at while the thread may link more fork frames: a constant 1. */
extern const int hb_detail_one;

/* Restores the fork_gate invariant after fork_poll changed. */
static __inline__ void hb_detail_update_gate(hb_detail_hot *h) {
    h->fork_gate = h->latent_forks_left > 0 ? &hb_detail_one : h->fork_poll;
}
/* The only way latent_forks_left changes: the gate follows. */
static __inline__ void hb_detail_add_latent_forks(hb_detail_hot *h, int64_t delta) {
    h->latent_forks_left += delta;
    hb_detail_update_gate(h);
}

/* Out of line, in the runtime. hb_detail_poll runs when countdown reaches zero: it checks
 * for a heartbeat, promotes, and refills countdown. hb_detail_enter is called when a
 * framed loop starts with no frame below it. fork2 is too cheap for that call: it sets
 * left_outermost instead, and a thread attaches in its first fork poll anyway. */
void hb_detail_poll(void);
void hb_detail_enter(void);
/* fork2's poll: attaches the thread, or answers an idle worker's request for work. */
void hb_detail_fork_poll(void);
/* hb_serial_end of a section whose fence held back a request (docs/protocol.md, "Work
 * requests"): sets it again, now that the frames it could not reach are gone. */
void hb_detail_serial_request(void);
static __inline__ int hb_detail_fork_poll_due(const hb_detail_hot *h) {
    return __atomic_load_n(h->fork_poll, __ATOMIC_RELAXED);
}
/* fork2's test: frame this fork (a place is free, or a request or attach is due). */
static __inline__ int hb_detail_fork_framed(const hb_detail_hot *h) {
    return __atomic_load_n(h->fork_gate, __ATOMIC_RELAXED);
}
/* Whether the stack is past half (deep_stack), where a chain of task groups must not nest one
 * more level per link. The address of a local, not __builtin_frame_address: that forces a
 * frame pointer on every caller, and with it a longer prologue on paths that never make a
 * group (fib's leaves). */
static __inline__ int hb_detail_stack_past_half(const hb_detail_hot *h) {
    const char here = 0;
    return (uintptr_t)&here < h->deep_stack;
}
/* Whether a task group made here links at its first spawn (docs/protocol-tasks.md, "Task groups":
 * latent places): fork2's gate is open, or the stack is past half. The gate is expected
 * closed, as in fork2: deep in a recursion it is, and a hint that says otherwise puts the
 * common path out of line (bench/results/s70-tg-hints). */
static __inline__ int hb_detail_group_defers(const hb_detail_hot *h) {
    return __builtin_expect(hb_detail_fork_framed(h) != 0, 0) || hb_detail_stack_past_half(h);
}

static __inline__ int hb_detail_is_nested(const struct hb_site *s) {
    return __atomic_load_n(&s->nested, __ATOMIC_RELAXED);
}
/* The site's body nests: framed from then on. Writes only when the mark is missing (or
 * record_cost set plain_max again meanwhile): a small nested loop runs plain once per outer
 * iteration, and a store each time moved the site's cache line between the workers
 * (docs/protocol.md, "The short test"). */
static __inline__ void hb_detail_mark_nested(struct hb_site *s) {
    if (hb_detail_is_nested(s) && __atomic_load_n(&s->plain_max, __ATOMIC_RELAXED) == 0) return;
    __atomic_store_n(&s->nested, 1, __ATOMIC_RELAXED);
    __atomic_store_n(&s->plain_max, 0, __ATOMIC_RELAXED);
}

/* A loop whose body nests runs as plain code only if it has at most this many iterations
 * and one of the thread's frames is eligible for promotion (docs/protocol.md, "Small
 * nested loops"). */
#define HB_DETAIL_PLAIN_NESTED_MAX 16

/* Whether a heartbeat may promote frame f: a loop or fork with two or more unstarted
 * iterations, not a serial section's fence (unsigned, so a range of any size is exact). */
static __inline__ int hb_detail_frame_eligible(const hb_detail_frame *f) {
    return f->promote != 0 && f->hi > f->next && (uint64_t)f->hi - (uint64_t)f->next >= 2;
}

/* Out of line: whether promote_oldest (src/heartbeat.cpp) would find a frame to promote on
 * this thread's chain from f down: an eligible one older than every serial fence. */
int hb_detail_promotable_frame(hb_detail_frame *f);

/* Whether a loop of n iterations at site s may run as plain code inside this thread's poll
 * budget (the inlined fast path of every loop form): it fits, it is shorter than the
 * hybrid's split_from (split_from - 1 wraps to the maximum at 0), it is not the first timed
 * run of an outermost site while an idle worker asks for work (docs/protocol.md, "Work
 * requests": plain code cannot answer it, and a few long iterations would run one after the
 * other), and either its body is not known to nest or it is a small nested loop under an
 * eligible youngest frame (older frames: hb_detail_small_nested_plain, below). Where the
 * answer depends on the trip count alone, it is kept in plain_max for the short test below. */
static __inline__ int hb_detail_unframed_ok_full(const hb_detail_hot *h, struct hb_site *s, uint64_t n) {
    const uint64_t from = __atomic_load_n(&s->split_from, __ATOMIC_RELAXED);
    if (n > (uint64_t)h->countdown || n > from - 1u) return 0;
    if (hb_detail_is_nested(s))
        return n <= HB_DETAIL_PLAIN_NESTED_MAX && h->top != 0 && hb_detail_frame_eligible(h->top);
    if (from != 0 || h->top != 0) {
        __atomic_store_n(&s->plain_max, from - 1u, __ATOMIC_RELAXED);
        return 1;
    }
    return n < 2 || !hb_detail_fork_poll_due(h);
}
/* The test every inlined loop runs first: two loads and two comparisons for an inner loop
 * whose site is known not to nest (docs/protocol.md, "The short test"). */
static __inline__ int hb_detail_unframed_ok(const hb_detail_hot *h, struct hb_site *s, uint64_t n) {
    if (__builtin_expect(n <= (uint64_t)h->countdown && n <= __atomic_load_n(&s->plain_max, __ATOMIC_RELAXED), 1))
        return 1;
    return hb_detail_unframed_ok_full(h, s, n);
}

/* The slow path's second look at a small nested loop (run_loop): plain code too when the
 * youngest frame is exhausted but an older one would be promoted (docs/protocol.md, "Small
 * nested loops"). Kept out of the inlined test: its call there made GCC spill an spmv row
 * loop's pointers (session 67). */
static __inline__ int hb_detail_small_nested_plain(const hb_detail_hot *h, struct hb_site *s, uint64_t n) {
    const uint64_t from = __atomic_load_n(&s->split_from, __ATOMIC_RELAXED);
    return h->top != 0 && n <= HB_DETAIL_PLAIN_NESTED_MAX && n <= (uint64_t)h->countdown && n <= from - 1u &&
           hb_detail_is_nested(s) && hb_detail_promotable_frame(h->top);
}

#ifdef __cplusplus
}
#endif
#endif
