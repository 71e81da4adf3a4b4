/* Heartbeat teams, C API: P members run one region together, with OpenMP's team constructs
 * (barrier, single, master, worksharing loops, reductions, critical, ordered). This is the
 * layer an OpenMP `parallel` region is translated onto; every heartbeat construct (loops,
 * reductions, fork2) also works inside a member. The C++ API is <heartbeat/team.hpp>.
 *
 *   static void region(void *ctx) {
 *       int id = hb_team_id(), p = hb_team_size();
 *       hb_team_for(0, n, HB_TEAM_DYNAMIC, 16, 0, body, ctx);   (ends with a barrier)
 *       if (hb_team_single_begin()) { ... } hb_team_single_end(0);
 *   }
 *   hb_team_run(0, region, &data);        (0: one member per worker)
 *
 * Rules (as OpenMP's): every member meets the same barriers and worksharing constructs in
 * the same order; team constructs are called by the member itself, not from inside a
 * heartbeat loop or fork2 within it. Outside any team, the calling thread is a team of one
 * (id 0, size 1), so orphaned constructs work. */
#ifndef HEARTBEAT_TEAM_H
#define HEARTBEAT_TEAM_H
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

#include <stddef.h>
#include <stdint.h>

#include "heartbeat/heartbeat.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Private: the calling thread's membership (NULL outside any team). */
typedef struct hb_detail_member {
    int id;
    int size;
    void *team;
} hb_detail_member;
extern __thread hb_detail_member *hb_detail_member_tls __attribute__((tls_model("initial-exec")));

typedef void (*hb_team_fn)(void *ctx);

/* Runs fn(ctx) on every member of a new team and returns when all have finished. size <= 0
 * asks for one member per worker (hb_num_workers()). The team gets at most that many
 * members (the pool threads plus the caller; never more threads than workers) and fewer
 * when workers are taken: exactly one when called inside a member of a team of more than
 * one (a member of a team of one may start a full team), a heartbeat task,
 * fork2 or a framed parallel loop, or while another thread's team or static loop holds the
 * workers (OpenMP's nested-region default), so a barrier never waits for a member that
 * cannot run. Pool threads that are still starting (the pool starts with the first region)
 * are waited for, at most 50 ms. (A loop short enough to run as plain code has no frame; a team in its body
 * may get several members, which is safe: nothing waits for this thread meanwhile.) The
 * calling thread is member 0. If fn throws in a member, the other members leave at their
 * next team construct and the first exception in member order propagates (a C caller
 * cannot catch it: C bodies must not throw). */
void hb_team_run(int size, hb_team_fn fn, void *ctx);
/* A team of one on the calling thread, with no function to call: what an inactive OpenMP
 * region nested in a member's code is. Until hb_team_one_end(handle) the caller is the only
 * member of a new team (hb_team_id() 0, hb_team_size() 1), and the team constructs it meets
 * bind to that team, as they would inside hb_team_run on a team of one. End on the same
 * thread, in reverse order of beginning; on the way out of an exception too. */
void *hb_team_one_begin(void);
void hb_team_one_end(void *handle);

/* The calling thread's member id in [0, size) and its team's size; 0 and 1 outside. */
static __inline__ int hb_team_id(void) {
    hb_detail_member *m = hb_detail_member_tls;
    return m ? m->id : 0;
}
static __inline__ int hb_team_size(void) {
    hb_detail_member *m = hb_detail_member_tls;
    return m ? m->size : 1;
}
/* 1 on a thread that runs a member of a team (of any size, one included), else 0. */
static __inline__ int hb_team_is_member(void) { return hb_detail_member_tls != NULL; }
/* 1 inside a team of more than one member (omp_in_parallel). */
static __inline__ int hb_team_active(void) { return hb_team_size() > 1; }
/* 1 when the calling thread runs its own member's code in a team of more than one member:
 * not a heartbeat task it stole while waiting, nor inside a heartbeat construct (a framed
 * loop, fork2, task group) that the member started. Orphaned worksharing constructs bind
 * to the team there (hbc's translation asks this); elsewhere they are a team of one's. A
 * loop short enough to run as plain code has no frame, so its body still answers 1. */
int hb_team_in_own_code(void);
/* `master`: 1 on member 0 (no barrier). */
static __inline__ int hb_team_master(void) { return hb_team_id() == 0; }

/* Waits until every member has arrived. Waiting members run stolen heartbeat work, spin
 * briefly, then sleep. */
void hb_team_barrier(void);
/* The calling member's task group (NULL: none), for tasks its code creates that the team
 * must finish at its barriers (OpenMP's explicit tasks): every barrier the member enters
 * (hb_team_barrier and the ones that end single, loops and reductions) first waits for g,
 * while the members already there steal its promoted tasks. Make g on the member's thread
 * at the start of its code (hb_task_group_init, before any other construct), set it, and
 * wait for it and set NULL before the member returns. Its linked frame leaves
 * hb_team_in_own_code() at 1. Ignored outside a team of more than one member. */
void hb_team_set_tasks(hb_task_group *g);

/* `single`: every member calls begin; exactly one gets 1 and runs the block; then every
 * member calls end, which waits at a barrier unless nowait. */
int hb_team_single_begin(void);
void hb_team_single_end(int nowait);
/* `single copyprivate`: instead of hb_team_single_end, copies count variables (ptrs[k] of
 * sizes[k] bytes) from the member that ran the block into every other member's; ends with
 * a barrier. */
void hb_team_single_end_copy(void *const *ptrs, const size_t *sizes, int count);
/* The same, except that item k is copied by assign[k](destination, source) where assign is
 * not NULL and assign[k] is not NULL (C++ objects that are not trivially copyable: their
 * copy assignment), by its sizes[k] bytes otherwise. */
typedef void (*hb_assign_fn)(void *dst, const void *src);
void hb_team_single_end_assign(void *const *ptrs, const size_t *sizes, const hb_assign_fn *assign, int count);

/* Worksharing loop over [lo, hi): the iterations are divided among the members, each runs
 * fn(ctx, a, b) on its sub-ranges. schedule: HB_TEAM_STATIC (chunk <= 0: one contiguous
 * block per member; else chunks dealt round-robin), HB_TEAM_DYNAMIC (chunks of `chunk`,
 * default 1, taken first come first served), HB_TEAM_GUIDED (chunks of remaining/size,
 * at least `chunk`). flags: HB_TEAM_NOWAIT (no barrier at the end), HB_TEAM_ORDERED (fn
 * gets one iteration at a time, and hb_team_ordered_begin/end in it run in iteration
 * order). Returns 1 on the member that ran iteration hi - 1 (for lastprivate), else 0.
 * `sections` is a loop over section indices. */
enum { HB_TEAM_STATIC = 0, HB_TEAM_DYNAMIC = 1, HB_TEAM_GUIDED = 2 };
enum { HB_TEAM_NOWAIT = 1, HB_TEAM_ORDERED = 2 };
int hb_team_for(int64_t lo, int64_t hi, int schedule, int64_t chunk, int flags, hb_range_fn fn, void *ctx);
/* The same worksharing loop with the loop left in place (for translated C code, where the
 * body cannot be a closure; libgomp's GOMP_loop_*_start/next are the same idea):
 *
 *   hb_team_loop l;
 *   int64_t a, b;
 *   hb_team_loop_begin(&l, lo, hi, HB_TEAM_DYNAMIC, 4, 0);
 *   while (hb_team_loop_next(&l, &a, &b))
 *       for (int64_t i = a; i < b; ++i) body(i);
 *   last = hb_team_loop_end(&l);           (the barrier, unless HB_TEAM_NOWAIT)
 *
 * Every member calls all three, in that order, as it would call hb_team_for (same schedules,
 * flags and return value; with HB_TEAM_ORDERED, next hands out one iteration at a time and
 * the ordered block of the iteration goes between next calls). The fields are private. */
typedef struct hb_team_loop {
    int64_t lo, n, chunk, pos, cur, cur_end;
    void *slot;
    int schedule, flags, last, state;
} hb_team_loop;
void hb_team_loop_begin(hb_team_loop *l, int64_t lo, int64_t hi, int schedule, int64_t chunk, int flags);
int hb_team_loop_next(hb_team_loop *l, int64_t *a, int64_t *b);
int hb_team_loop_end(hb_team_loop *l);

/* Inside an HB_TEAM_ORDERED loop's fn: the block between them runs in iteration order. An
 * iteration that skips it does not hold the others up. */
void hb_team_ordered_begin(void);
void hb_team_ordered_end(void);

/* Team reduction: every member passes its acc (size bytes); afterwards every member's acc
 * holds acc_0 (op) acc_1 (op) ... in member order, combine(ctx, a, b) doing a = a (op) b.
 * Exact for associative, non-commutative operators. Includes barriers. */
void hb_team_reduce(void *acc, size_t size, hb_combine_fn combine, void *ctx);

/* Critical sections: one member (of any team, or any thread) at a time per name; NULL is
 * the unnamed section. Names are global across teams, as in OpenMP. */
void hb_team_critical_begin(const char *name);
void hb_team_critical_end(const char *name);

#ifdef __cplusplus
}
#endif
#endif
