/* hbc's OpenMP tasks on heartbeat task groups (docs/hbc-internals-tasks.md, "Tasks"): the part shared by
 * translated C and C++ code and the shim library (hbc_tasks.c).
 *
 * A *scope* is one hb_task_group plus its place in a chain. The calling thread's current
 * scope is the runtime's per-thread task context (hb_task_context), which the runtime hides
 * while the thread runs stolen work. A translated parallel region and every deferred task
 * body open a scope and close it at their end. Closing a region's or taskgroup's scope waits
 * for its tasks; closing a task's hands its unstarted tasks to the scope the task ran in
 * when that scope's group lies right under it (hb_task_group_hand_over: a chain of tasks
 * then runs in that scope's wait loop, not nested), else waits for them too: so a region
 * or taskgroup ends after all its descendants; `taskgroup` opens one
 * chained to the current one (taskwait inside it waits for both); `task` spawns into the
 * current scope, or runs at once where there is none. Binding is dynamic: a task created in
 * a callee joins its caller's scope and the caller's taskwait waits for it, as in OpenMP. */
#ifndef HBC_TASKS_H
#define HBC_TASKS_H
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

#include <stddef.h>
#include <stdint.h>

#include "heartbeat/heartbeat.h"
#include "heartbeat/team.h" /* team mode (docs/hbc-internals.md) */

/* hbc's translation is code the program's author did not write: its private copies keep the
 * names they stand for (they shadow them by design), its casts are C casts in C++ too, and
 * its declarations follow statements. Each function holding a translated construct, hbc's
 * outlined code and its prelude are wrapped in these, so that warnings a build turns into
 * errors (-Wshadow, -Wold-style-cast, -Wconversion, ... with -Werror) do not stop a program
 * that builds cleanly without hbc (docs/hbc.md, "Warnings"). */
#define HBC_PRAGMA_(x) _Pragma(#x)
#define HBC_IGNORE_(w) HBC_PRAGMA_(GCC diagnostic ignored w)
#if defined(__clang__)
#define HBC_IGNORE_MORE_ HBC_IGNORE_("-Wshadow-all") HBC_IGNORE_("-Wshorten-64-to-32") HBC_IGNORE_("-Wcomma") \
    HBC_IGNORE_("-Wextra-semi-stmt") HBC_IGNORE_("-Wold-style-cast") HBC_IGNORE_("-Wdeclaration-after-statement")
#elif defined(__cplusplus)
#define HBC_IGNORE_MORE_ HBC_IGNORE_("-Wshadow=local") HBC_IGNORE_("-Wshadow=compatible-local") \
    HBC_IGNORE_("-Wold-style-cast") HBC_IGNORE_("-Wuseless-cast") HBC_IGNORE_("-Wmaybe-uninitialized")
#else
#define HBC_IGNORE_MORE_ HBC_IGNORE_("-Wshadow=local") HBC_IGNORE_("-Wshadow=compatible-local") \
    HBC_IGNORE_("-Wdeclaration-after-statement") HBC_IGNORE_("-Wc90-c99-compat") HBC_IGNORE_("-Wmaybe-uninitialized") \
    HBC_IGNORE_("-Wtraditional-conversion")
#endif
#define HBC_WARNINGS_OFF                                                                                 \
    _Pragma("GCC diagnostic push") HBC_IGNORE_("-Wshadow") HBC_IGNORE_("-Wconversion")                   \
        HBC_IGNORE_("-Wsign-conversion") HBC_IGNORE_("-Wpedantic") HBC_IGNORE_("-Wcast-qual")            \
            HBC_IGNORE_("-Wredundant-decls") HBC_IGNORE_("-Wmissing-declarations") HBC_IGNORE_MORE_
#define HBC_WARNINGS_ON _Pragma("GCC diagnostic pop")

#ifdef __cplusplus
extern "C" {
#endif

typedef void (*hbc_task_fn)(void *data);

/* What a scope of either language looks like to the other: C code spawns into a C++ scope,
 * and waits for it, through these two pointers. */
typedef struct hbc_scope_hdr hbc_scope_hdr;
struct hbc_scope_hdr {
    hbc_scope_hdr *outer;   /* the scope that was current before this one */
    int chained;            /* a taskgroup: taskwait also waits for `outer` */
    int cxx;                /* an hbc_rt::task_scope (C++), else an hbc_task_scope */
    int spawned;            /* a task was spawned into it since the last taskwait */
    int task;               /* a task's own scope (HBC_SCOPE_TASK): hands over at its close */
    void (*spawn)(hbc_scope_hdr *s, hbc_task_fn fn, const void *data, size_t size);
    void (*wait)(hbc_scope_hdr *s);
    struct hbc_deps *deps;  /* its tasks' dependences (hbc_deps.c), made by the first such task */
    int deps_ok;            /* not a team member's (HBC_SCOPE_FRESH): it may keep them */
};

typedef struct hbc_task_scope {
    hbc_scope_hdr hdr;
    hb_task_group group;
} hbc_task_scope;

/* What a scope is opened for; it decides whether the scope takes tasks (is *active*). */
enum {
    HBC_SCOPE_REGION = 0,  /* a parallel region's implicit task: always active */
    HBC_SCOPE_TASK = 1,    /* a task's body: active unless it runs under an included task */
    HBC_SCOPE_GROUP = 2,   /* taskgroup: chained to the current scope, active if that one is */
    HBC_SCOPE_FRESH = 3    /* sections: a group of its own, active unless under an included task */
};

/* The current scope of code that runs included tasks: it runs every task at once, in order,
 * and taskwait has nothing to do. hbc_final_scope is the one of a final task (`final(e)` true)
 * and of everything under it, where omp_in_final() is 1; hbc_included_scope the one of a task
 * created where no scope is current (sequential code, work taken from another thread), which
 * OpenMP does not make final. */
extern hbc_scope_hdr hbc_included_scope;
extern hbc_scope_hdr hbc_final_scope;
/* The current scope of a task body that made no group: where none made now could keep a task
 * latent (hb_task_group_defers_here is 0: no latent place left on the thread), each task the
 * body creates would run at once anyway, so it does, with nothing to copy and nothing for
 * taskwait to do. Unlike an included scope it is not inherited: each of those tasks asks
 * again for its own body, so tasks deferrable again once a place frees up (a heartbeat's
 * request) are. The same choice, and the same order, as a group made there with no owner
 * (docs/hbc-internals-tasks.md, "Tasks": bodies with no group). */
extern hbc_scope_hdr hbc_at_once_scope;
static __inline__ int hbc_scope_is_included(const hbc_scope_hdr *s) {
    return s == &hbc_included_scope || s == &hbc_final_scope;
}

/* The task context word: the current scope, with bit 0 set while a taskwait there has work
 * (the scope's `spawned`, or `chained`), so that the inline taskwait of the C++ fork form
 * tests one word of the thread's state (docs/hbc-internals-tasks.md, "Tasks": the context word).
 * Scopes are pointer-aligned, so bit 0 is free. Only the thread whose context it is writes
 * it, and every change of a scope's `spawned` while it is current goes through
 * hbc_make_current or hbc_note_spawn. */
#define HBC_WAIT_DUE ((uintptr_t)1)
static __inline__ hbc_scope_hdr *hbc_scope_of(void *word) {
    return (hbc_scope_hdr *)((uintptr_t)word & ~HBC_WAIT_DUE);
}
static __inline__ hbc_scope_hdr *hbc_current_scope(void) { return hbc_scope_of(hb_task_context()); }
static __inline__ void hbc_make_current(hbc_scope_hdr *s) {
    const uintptr_t due = s && (s->spawned | s->chained) ? HBC_WAIT_DUE : 0;
    hb_set_task_context((void *)((uintptr_t)s | due));
}
/* A task was spawned into s, the current scope. */
static __inline__ void hbc_note_spawn(hbc_scope_hdr *s) {
    s->spawned = 1;
    hb_set_task_context((void *)((uintptr_t)s | HBC_WAIT_DUE));
}
static __inline__ int hbc_wait_due(void) { return ((uintptr_t)hb_task_context() & HBC_WAIT_DUE) != 0; }
/* An in-place task with a `final(e)` clause (docs/hbc-internals-tasks.md, "Constructs run in place"): begin
 * makes the final scope current when e is true (or when already under one) and returns the
 * scope to restore at the task's end. */
void *hbc_final_begin(int final_);
void hbc_final_end(void *saved);

/* Fills h's chain fields and, when the scope is active, makes it current; returns whether it
 * is (an inactive scope takes nothing and closing it does nothing). */
int hbc_scope_enter(hbc_scope_hdr *h, int kind);
/* Makes the previous scope current again. */
void hbc_scope_leave(hbc_scope_hdr *h);

/* C scopes. Open makes s current (when active); close waits for its tasks (a task's scope:
 * hands them to the outer scope where it can, see above), then restores. */
void hbc_task_scope_open(hbc_task_scope *s, int kind);
void hbc_task_scope_close(hbc_task_scope *s);
/* A task: fn(copy of the size bytes at data) deferred into the current scope; where no scope
 * is current (sequential code, work taken from another thread, an included task) it runs at
 * once as an included task. fn opens the task's own scope (HBC_SCOPE_TASK) around its body. */
void hbc_task_spawn(hbc_task_fn fn, const void *data, size_t size);
/* An undeferred task (`if` false): fn(data) now; its own children may still be deferred. */
void hbc_task_run_now(hbc_task_fn fn, void *data);
/* A task run now, in place, as an undeferred task; where no scope is current, or under an
 * included one, as an included task (hbc_task_spawn's choice, never deferred). */
void hbc_task_run_in_place(hbc_task_fn fn, void *data);
/* A final task (`final` true): fn(data) now, and every task under it at once too, all of
 * them final. */
void hbc_task_run_included(hbc_task_fn fn, void *data);
/* A heartbeat-mode parallel region whose code asks its thread number, team size or level
 * (docs/hbc.md, "Levels"), around its code: raises the nesting level, as ++hbc_region_level
 * does. Entered inside an active region, OpenMP makes it inactive, a team of one (one active
 * level is supported): its constructs then run on this thread alone, in order (a serial
 * section), and it answers thread 0 of 1 at its level and every level under it. */
typedef struct hbc_region {
    hb_serial serial;
    int inactive; /* it marked the level from which the thread answers thread 0 of 1 */
    void *team;   /* its team of one (hb_team_one_begin); NULL: hbc_region_enter met no active region */
} hbc_region;
/* A C loop with schedule(static|dynamic, c), over its iterations [0, n): the heartbeat loop
 * runs over chunk numbers, so its shares begin at multiples of c (docs/hbc-internals.md, Loops). */
void hbc_parallel_for_chunked(hb_site *site, int64_t n, int64_t chunk, hb_range_fn fn, void *ctx);
void hbc_parallel_reduce_chunked(hb_site *site, int64_t n, int64_t chunk, void *acc, size_t acc_size,
                                 hb_init_fn init, hb_combine_fn combine, hb_fold_fn fold, void *ctx);
/* thread_limit(e) on a `teams` (docs/hbc.md, Device constructs): around its body, returning
 * and taking back the limit outside it; on a combined construct, its team's size. */
int hbc_teams_limit_enter(int limit);
void hbc_teams_limit_leave(int old);
int hbc_team_size_limited(int requested, int limit);
/* num_teams(n) on a `teams`: its body runs once per team; begin returns team 0, next the
 * next team or -1 after the last (hbc_omp_host.c). */
int hbc_league_begin(int teams);
int hbc_league_next(void);
void hbc_region_enter(hbc_region *r);
void hbc_region_leave(hbc_region *r);
/* A parallel region nested in a team-mode region's code (docs/hbc-internals.md, "Team mode"): inactive,
 * a team of one run by the member that meets it (hb_team_one_begin), whose worksharing
 * constructs bind to it; a level up, answering thread 0 of 1, its other constructs kept on
 * the thread as in hbc_region_enter. */
void hbc_nested_team_enter(hbc_region *r);
/* Before the nested region, when its code asks its thread number, team size or level: with
 * no active level around it (a team of one: num_threads(1), if false), OpenMP makes it the
 * first active level, with `size` threads (0: nthreads-var) unless its own `if` is false,
 * which hbc cannot give inline: stops the program at where = "file:line" when that would be
 * more than one. Evaluates the clauses once, as OpenMP does. */
void hbc_nested_team_check(const char *where, int size, int if_true);
/* A region that needs a team (docs/hbc-internals.md, Team mode) written inside another construct: as
 * hbc_region_enter, after hbc_nested_team_check. Under an active region it is an inactive
 * team of one, which running its code once on this thread gives. */
void hbc_region_enter_inactive(hbc_region *r, const char *where, int size, int if_true);
void hbc_region_enter_if(hbc_region *r, int size, int if_true, int observes);
void hbc_nested_team_leave(hbc_region *r);
/* A team-mode region's member (docs/hbc-internals.md, "Team mode"), at its start and end: raises the
 * nesting level and records the member's id and team size at that level (omp_get_level,
 * omp_get_ancestor_thread_num, omp_get_team_size; hbc_omp.c). */
void hbc_team_level_enter(void);
void hbc_team_level_leave(void);
/* hb_team_run for team-mode regions (translated C and C++, gcc's GOMP_parallel): each member
 * is told the level the team was started at before fn runs, so that a pool thread joining a
 * team started at level L of 1 or more is at level L + 1 in it, not at its baseline of 1. */
void hbc_team_run(int size, void (*fn)(void *), void *ctx);
/* Where every worker is a member, each member's code runs in a task scope of its own, which
 * its barriers wait for; in every other team its tasks run at once (docs/hbc-internals.md,
 * "Tasks in a team-mode region"). A C++ member left by an exception closes the scope, or
 * puts the task context back, here, from hbc_rt::team_run. */
void hbc_member_tasks_unwind(void);
void hbc_member_with_tasks(void (*fn)(void *), void *ctx, void (*region_end)(void *), void *end_ctx);
void hbc_member_tasks_at_once(void (*fn)(void *), void *ctx);
void hbc_member_tasks_end(void);
/* An orphaned worksharing loop binds to the caller's team (docs/hbc-internals.md, "Orphaned worksharing
 * loops"): hbc_orphan_team() is 1 when the calling thread runs a team-mode region's member
 * code at that region's level, in a team of more than one member (not a nested region, a
 * stolen task or a heartbeat construct inside the member); the loop is then shared among
 * the team. Elsewhere it is a team of one's: a heartbeat loop. */
int hbc_orphan_team_slow(void);
static __inline__ int hbc_orphan_team(void) { return hb_team_is_member() && hbc_orphan_team_slow(); }
/* ... and reached outside any active parallel region (called from main, or under a region of
 * one thread), that team has one thread, which runs the iterations in order: the heartbeat
 * loop then runs inside a serial section, where nothing promotes it (a body that grows a
 * shared array, miniMD's Comm::borders, relies on that order). Returns whether it opened
 * the section, which the caller then ends with hb_serial_end. */
extern __thread int hbc_region_level;
int hbc_in_active_region(void);
static __inline__ int hbc_orphan_serial_begin(hb_serial *s) {
    if (hbc_region_level > 0 && hbc_in_active_region()) return 0;
    hb_serial_begin(s);
    return 1;
}
/* A taskloop whose body asks its thread number runs as a heartbeat loop only where every
 * worker is a thread of the encountering thread's team (hbc_omp.c); else in order. */
int hbc_taskloop_ids_kept(void);
/* Stops the program at an orphaned construct (what, at where = "file:line") that hbc cannot
 * share among the team whose member reached it. */
void hbc_orphan_unsupported(const char *where, const char *what) __attribute__((noreturn));
/* hb_team_for for a loop with scalar reductions: fn(ctx, a, b, acc) on this member's
 * sub-ranges, accumulating into acc; no barrier at the end. */
void hbc_team_for_acc(int64_t lo, int64_t hi, int schedule, int64_t chunk, int flags, void *acc,
                      void (*fn)(void *, int64_t, int64_t, void *), void *ctx);
/* An orphaned `for ordered` that a team shares (docs/hbc-internals.md, "Orphaned worksharing
 * loops"): each member runs its share between enter and leave (which returns the previous
 * state, for leave), and the loop's `ordered` blocks call begin/end, which take the block's
 * turn in iteration order only there: run in order on one thread, the loop needs none. */
int hbc_ordered_share_enter(void);
void hbc_ordered_share_leave(int previous);
void hbc_ordered_begin(void);
void hbc_ordered_end(void);
/* A parallel region starts (its scope opens): ICVs the region's code sets are its own
 * (hbc_omp.c). */
void hbc_icv_region_enter(void);
/* An explicit task run in place whose code sets ICVs (omp_set_num_threads, omp_set_schedule):
 * they are the task's own (OpenMP 2.4.4), so the encountering task's are saved as it starts
 * and put back as it ends (docs/hbc-internals-tasks.md, Constructs run in place). */
typedef struct {
    int level, nthreads_at, workers, sched_set, sched_chunk, sched_kind;
} hbc_icv_saved;
void hbc_icv_task_save(hbc_icv_saved *s);
void hbc_icv_task_restore(const hbc_icv_saved *s);
/* A team-mode `schedule(runtime)` loop's hb_team_for schedule and chunk, from run-sched-var. */
int hbc_runtime_schedule(void);
int64_t hbc_runtime_chunk(void);
/* `cancel` (what: "for", "parallel", ...) at where = "file:line", its `if` condition: hbc
 * never cancels, so with OMP_CANCELLATION=true and the condition true the program stops
 * (docs/hbc.md, Environment variables); otherwise nothing happens, as OpenMP specifies. */
void hbc_cancel_reached(const char *where, const char *what, int condition);
/* taskwait: waits for the current scope, and through taskgroups up to the task's own. */
void hbc_taskwait(void);

/* Task reductions (docs/hbc-internals-tasks.md, "Task reductions"): a task combines its
 * in_reduction copies into the originals under this lock where it ends. */
void hbc_task_reduction_lock(void);
void hbc_task_reduction_unlock(void);

/* Tasks with `depend` (hbc_deps.c; docs/hbc-internals-tasks.md, "Tasks with depend"). An
 * item is its storage's address, `out` for out, inout and mutexinoutset. */
typedef struct hbc_dep {
    const void *addr;
    int out;
} hbc_dep;
typedef struct hbc_dep_task hbc_dep_task;
/* A task with these items is created in the current scope. NULL: the scope keeps no
 * dependences (a team member's, an included or final task's, sequential code): every earlier
 * sibling has finished (taskwait) and the caller runs the task in place. Else its node, and
 * *waits its unfinished predecessors: 0, the caller spawns it now and calls hbc_dep_done at
 * its end; else it calls hbc_dep_arm with its body. */
hbc_dep_task *hbc_dep_register(const hbc_dep *deps, int n, int *waits);
/* A task that waits: run(data) is its body, destroy(data) after. Returns 1 when its
 * predecessors finished meanwhile: the caller then launches it (hbc_dep_launch). */
int hbc_dep_arm(hbc_dep_task *t, hbc_task_fn run, void *data, void (*destroy)(void *));
void hbc_dep_launch(hbc_dep_task *t);
/* The task's body has finished: releases its successors. */
void hbc_dep_done(hbc_dep_task *t);
/* At a wait of scope s, after its group's: spawns and waits for the tasks released to it,
 * until none is left, then frees the table. */
void hbc_deps_drain(hbc_scope_hdr *s);
/* A scope left by an exception: the table goes (a task that never ran is dropped). */
void hbc_deps_free(hbc_scope_hdr *s);
/* C: hbc_task_spawn for a task with depend items. */
void hbc_task_spawn_dep(hbc_task_fn fn, const void *data, size_t size, const hbc_dep *deps, int n);

#ifdef __cplusplus
}
#endif
#endif
