/* GCC's OpenMP entry points (libgomp's GOMP_* ABI) on hbc's team layer, for the OpenMP that
 * hbc leaves to gcc: directives in system headers (libstdc++'s parallel mode, Eigen), which
 * hbc cannot rewrite. The driver compiles such a file with gcc -fopenmp and renames the
 * object's GOMP_x references to hbc_GOMP_x (docs/hbc-system-headers.md), so libgomp
 * itself, when a fallback file or an OpenMP library links it, keeps its own calls. A header's region is then a team-mode region like a translated one: a team
 * of workers at top level, a team of one when nested in a team or inside a heartbeat loop,
 * its omp_* answers the team's. Before this, its directives were ignored and its code, run
 * once, saw the enclosing team's size (xgboost's __gnu_parallel::stable_sort crashed).
 *
 * What is here is what gcc 12 emits for parallel, for (every schedule, ordered, nowait),
 * sections, single, master/masked, critical, atomic and barrier. Tasks, cancellation,
 * copyprivate and the 5.0 generic entry points are not: the driver compares the object's
 * references with the hbc_GOMP_* this library defines and stops with a diagnostic naming
 * any that is missing (hbc.py.in, rename_gomp_refs). */
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hbc_tasks.h" /* hbc_team_run */
#include "heartbeat/team.h"

/* from hbc_omp.c: the level and ICV bookkeeping every team-mode region does */
void hbc_team_level_enter(void);
void hbc_team_level_leave(void);
int hbc_team_size(int requested);
void hbc_team_size_restore(void);
int hbc_runtime_schedule(void);
int64_t hbc_runtime_chunk(void);
int hbc_omp_get_active_level(void);
int hbc_omp_get_max_active_levels(void);
void hbc_critical_acquire_contended(int *l);
void hbc_critical_wake_one(int *l);

/* The lock word of the unnamed critical section, a common symbol that translated code
 * defines as well (hbc-translate.cpp's prelude): a header's unnamed critical excludes the
 * program's. */
extern int __hbc_crit_unnamed_;
__asm__(".comm __hbc_crit_unnamed_,8,8");

/* the protocol of translated critical sections (docs/protocol-teams.md, "hbc's critical lock word") */
static void lock_word(int *l) {
    if (__atomic_exchange_n(l, 1, __ATOMIC_ACQUIRE)) hbc_critical_acquire_contended(l);
}
static void unlock_word(int *l) {
    if (__atomic_exchange_n(l, 0, __ATOMIC_RELEASE) == 2) hbc_critical_wake_one(l);
}

/* The thread's open worksharing constructs, innermost last. GOMP's loop calls name no
 * construct: they mean the calling thread's innermost one. A region nested in a loop's body
 * (a team of one on this thread) opens and closes its own above it. */
#define GOMP_WS_DEPTH 16
typedef struct gomp_ws {
    hb_team_loop loop;
    int64_t start, incr, end; /* the iteration space: index k is start + k * incr */
    uint64_t ustart, uincr, uend;
    int64_t section, sections_end; /* sections: the chunk in hand (a team of one gets all) */
} gomp_ws;
/* on the heap, allocated at a thread's first construct: a shared object's TLS is static TLS,
 * of which glibc keeps little for dlopen'd libraries (hbc_omp.c, hbc_thread_levels) */
static __thread gomp_ws *ws_stack;
static __thread int ws_depth;
static pthread_key_t ws_key;
static pthread_once_t ws_once = PTHREAD_ONCE_INIT;
static void ws_free(void *p) {
    free(p);
    ws_stack = NULL;
}
static void ws_key_make(void) { pthread_key_create(&ws_key, ws_free); }

static void gomp_fatal(const char *what) {
    fprintf(stderr, "hbc: %s\n", what);
    abort();
}
static gomp_ws *ws_push(void) {
    if (ws_depth == GOMP_WS_DEPTH) gomp_fatal("worksharing constructs nested more than 16 deep in a system header");
    if (!ws_stack) {
        if (!(ws_stack = calloc(GOMP_WS_DEPTH, sizeof *ws_stack))) gomp_fatal("out of memory for a thread's worksharing state");
        pthread_once(&ws_once, ws_key_make);
        pthread_setspecific(ws_key, ws_stack); /* freed when the thread ends */
    }
    return &ws_stack[ws_depth++];
}
static gomp_ws *ws_top(void) {
    if (ws_depth == 0) gomp_fatal("a GOMP loop call outside a worksharing construct");
    return &ws_stack[ws_depth - 1];
}

/* Every loop is opened nowait: GOMP says whether to wait only at its end. */
static void loop_open(int64_t n, int schedule, int64_t chunk, int ordered, gomp_ws *w) {
    if (schedule < 0) {
        schedule = hbc_runtime_schedule();
        chunk = hbc_runtime_chunk();
    }
    if (schedule != HB_TEAM_STATIC && chunk <= 0) chunk = 1;
    hb_team_loop_begin(&w->loop, 0, n, schedule, chunk, HB_TEAM_NOWAIT | (ordered ? HB_TEAM_ORDERED : 0));
}

static int64_t count_long(long start, long end, long incr) {
    if (incr > 0) return end > start ? (int64_t)(((uint64_t)end - (uint64_t)start + (uint64_t)incr - 1) / (uint64_t)incr) : 0;
    if (incr < 0) return start > end ? (int64_t)(((uint64_t)start - (uint64_t)end + (uint64_t)-incr - 1) / (uint64_t)-incr) : 0;
    return 0;
}

static bool loop_next_long(long *istart, long *iend) {
    gomp_ws *w = ws_top();
    int64_t a, b;
    if (!hb_team_loop_next(&w->loop, &a, &b)) return false;
    *istart = (long)(w->start + a * w->incr);
    /* the last chunk ends at `end` itself, as libgomp's do: gcc's code may compare with it */
    *iend = b == w->loop.n ? (long)w->end : (long)(w->start + b * w->incr);
    return true;
}

static void open_long_loop(long start, long end, long incr, long chunk, int schedule, int ordered) {
    gomp_ws *w = ws_push();
    w->start = start;
    w->end = end;
    w->incr = incr;
    loop_open(count_long(start, end, incr), schedule, chunk, ordered, w);
}

static bool loop_start_long(long start, long end, long incr, long chunk, int schedule, int ordered, long *istart,
                            long *iend) {
    open_long_loop(start, end, incr, chunk, schedule, ordered);
    return loop_next_long(istart, iend);
}

static bool loop_next_ull(unsigned long long *istart, unsigned long long *iend) {
    gomp_ws *w = ws_top();
    int64_t a, b;
    if (!hb_team_loop_next(&w->loop, &a, &b)) return false;
    *istart = w->ustart + (uint64_t)a * w->uincr;
    *iend = b == w->loop.n ? w->uend : w->ustart + (uint64_t)b * w->uincr;
    return true;
}

static bool loop_start_ull(bool up, unsigned long long start, unsigned long long end, unsigned long long incr,
                           unsigned long long chunk, int schedule, int ordered, unsigned long long *istart,
                           unsigned long long *iend) {
    gomp_ws *w = ws_push();
    uint64_t n = 0;
    if (up && end > start) n = (end - start + incr - 1) / incr;
    if (!up && start > end) n = (start - end + (0 - incr) - 1) / (0 - incr);
    if (n > (uint64_t)INT64_MAX) gomp_fatal("a loop of more than 2^63 iterations in a system header");
    w->ustart = start;
    w->uend = end;
    w->uincr = incr;
    loop_open((int64_t)n, schedule, chunk > (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)chunk, ordered, w);
    return loop_next_ull(istart, iend);
}

/* ws_depth is not restored here: loop_close pops. */
static void loop_close(int wait) {
    gomp_ws *w = ws_top();
    (void)hb_team_loop_end(&w->loop);
    --ws_depth;
    if (wait) hb_team_barrier();
}

void hbc_GOMP_loop_end(void) { loop_close(1); }
void hbc_GOMP_loop_end_nowait(void) { loop_close(0); }

/* One start and one next per schedule; `runtime` reads run-sched-var (schedule -1). The
 * nonmonotonic and maybe_nonmonotonic forms are the same loops: any order is allowed. */
#define GOMP_LOOP(name, sched, ordered)                                                                           \
    bool hbc_GOMP_loop_##name##_start(long s, long e, long i, long chunk, long *is, long *ie) {                    \
        return loop_start_long(s, e, i, chunk, sched, ordered, is, ie);                                            \
    }                                                                                                              \
    bool hbc_GOMP_loop_##name##_next(long *is, long *ie) { return loop_next_long(is, ie); }                        \
    bool hbc_GOMP_loop_ull_##name##_start(bool up, unsigned long long s, unsigned long long e, unsigned long long i, \
                                          unsigned long long chunk, unsigned long long *is, unsigned long long *ie) { \
        return loop_start_ull(up, s, e, i, chunk, sched, ordered, is, ie);                                         \
    }                                                                                                              \
    bool hbc_GOMP_loop_ull_##name##_next(unsigned long long *is, unsigned long long *ie) { return loop_next_ull(is, ie); }
#define GOMP_LOOP_RUNTIME(name, ordered)                                                                           \
    bool hbc_GOMP_loop_##name##_start(long s, long e, long i, long *is, long *ie) {                                \
        return loop_start_long(s, e, i, 0, -1, ordered, is, ie);                                                   \
    }                                                                                                              \
    bool hbc_GOMP_loop_##name##_next(long *is, long *ie) { return loop_next_long(is, ie); }                        \
    bool hbc_GOMP_loop_ull_##name##_start(bool up, unsigned long long s, unsigned long long e, unsigned long long i, \
                                          unsigned long long *is, unsigned long long *ie) {                        \
        return loop_start_ull(up, s, e, i, 0, -1, ordered, is, ie);                                                \
    }                                                                                                              \
    bool hbc_GOMP_loop_ull_##name##_next(unsigned long long *is, unsigned long long *ie) { return loop_next_ull(is, ie); }

GOMP_LOOP(static, HB_TEAM_STATIC, 0)
GOMP_LOOP(dynamic, HB_TEAM_DYNAMIC, 0)
GOMP_LOOP(guided, HB_TEAM_GUIDED, 0)
GOMP_LOOP(nonmonotonic_dynamic, HB_TEAM_DYNAMIC, 0)
GOMP_LOOP(nonmonotonic_guided, HB_TEAM_GUIDED, 0)
GOMP_LOOP(ordered_static, HB_TEAM_STATIC, 1)
GOMP_LOOP(ordered_dynamic, HB_TEAM_DYNAMIC, 1)
GOMP_LOOP(ordered_guided, HB_TEAM_GUIDED, 1)
GOMP_LOOP_RUNTIME(runtime, 0)
GOMP_LOOP_RUNTIME(nonmonotonic_runtime, 0)
GOMP_LOOP_RUNTIME(maybe_nonmonotonic_runtime, 0)
GOMP_LOOP_RUNTIME(ordered_runtime, 1)

void hbc_GOMP_ordered_start(void) { hb_team_ordered_begin(); }
void hbc_GOMP_ordered_end(void) { hb_team_ordered_end(); }

/* sections: a dynamic loop over the section numbers 1..count; 0 says none is left */
static unsigned sections_next(void) {
    gomp_ws *w = ws_top();
    if (w->section >= w->sections_end && !hb_team_loop_next(&w->loop, &w->section, &w->sections_end)) return 0;
    return (unsigned)(++w->section);
}
static void sections_open(unsigned count) {
    gomp_ws *w = ws_push();
    w->section = w->sections_end = 0;
    loop_open((int64_t)count, HB_TEAM_DYNAMIC, 1, 0, w);
}
unsigned hbc_GOMP_sections_start(unsigned count) {
    sections_open(count);
    return sections_next();
}
unsigned hbc_GOMP_sections_next(void) { return sections_next(); }
void hbc_GOMP_sections_end(void) { loop_close(1); }
void hbc_GOMP_sections_end_nowait(void) { loop_close(0); }

/* single: the block's end is gcc's GOMP_barrier call (none with nowait) */
bool hbc_GOMP_single_start(void) { return hb_team_single_begin() != 0; }
void hbc_GOMP_barrier(void) { hb_team_barrier(); }

void hbc_GOMP_critical_start(void) { lock_word(&__hbc_crit_unnamed_); }
void hbc_GOMP_critical_end(void) { unlock_word(&__hbc_crit_unnamed_); }
/* A named section's word is gcc's per-name common variable, .gomp_critical_user_NAME, which
 * the driver renames to __hbc_crit_NAME: the word translated code's critical(NAME) uses. */
void hbc_GOMP_critical_name_start(void **name) { lock_word((int *)name); }
void hbc_GOMP_critical_name_end(void **name) { unlock_word((int *)name); }
/* an atomic update gcc cannot do with one instruction */
static int atomic_word;
void hbc_GOMP_atomic_start(void) { lock_word(&atomic_word); }
void hbc_GOMP_atomic_end(void) { unlock_word(&atomic_word); }
void hbc_GOMP_taskyield(void) {}

/* parallel: the region's function on every member of a new team, at the next level */
typedef struct gomp_region {
    void (*fn)(void *);
    void *data;
    enum { REGION_PLAIN, REGION_LOOP, REGION_SECTIONS } ws;
    long start, end, incr, chunk;
    int schedule;
    unsigned count;
} gomp_region;

static void region_member(void *p) {
    const gomp_region *g = (const gomp_region *)p;
    hbc_team_level_enter();
    /* a combined construct's worksharing opens before the function, which takes its chunks */
    if (g->ws == REGION_LOOP)
        open_long_loop(g->start, g->end, g->incr, g->chunk, g->schedule, 0);
    else if (g->ws == REGION_SECTIONS) {
        sections_open(g->count);
    }
    g->fn(g->data);
    hbc_team_level_leave();
}

static void run_region(gomp_region *g, unsigned num_threads) {
    /* (gcc passes 1 for if(false), 0 when no num_threads clause is given) A region nested in
     * an active one is a team of one. hb_team_run sees that in a team member, but not in a
     * heartbeat-mode region, whose code runs on no team: hbc chose that mode from the code
     * clang parsed, and gcc may have taken another #if branch (helper-51's repro: a region
     * in a header clang never included). */
    const int size = hbc_omp_get_active_level() >= hbc_omp_get_max_active_levels() ? 1 : hbc_team_size((int)num_threads);
    hbc_team_run(size, region_member, g);
    hbc_team_size_restore();
}

void hbc_GOMP_parallel(void (*fn)(void *), void *data, unsigned num_threads, unsigned flags) {
    gomp_region g = {fn, data, REGION_PLAIN, 0, 0, 0, 0, 0, 0};
    (void)flags; /* proc_bind: hbc's workers are not bound */
    run_region(&g, num_threads);
}

void hbc_GOMP_parallel_sections(void (*fn)(void *), void *data, unsigned num_threads, unsigned count,
                                unsigned flags) {
    gomp_region g = {fn, data, REGION_SECTIONS, 0, 0, 0, 0, 0, count};
    (void)flags;
    run_region(&g, num_threads);
}

static void parallel_loop(void (*fn)(void *), void *data, unsigned num_threads, long start, long end, long incr,
                          long chunk, int schedule) {
    gomp_region g = {fn, data, REGION_LOOP, start, end, incr, chunk, schedule, 0};
    run_region(&g, num_threads);
}
#define GOMP_PARALLEL_LOOP(name, sched)                                                                   \
    void hbc_GOMP_parallel_loop_##name(void (*fn)(void *), void *data, unsigned nt, long s, long e, long i, \
                                       long chunk, unsigned flags) {                                      \
        (void)flags;                                                                                      \
        parallel_loop(fn, data, nt, s, e, i, chunk, sched);                                               \
    }
#define GOMP_PARALLEL_LOOP_RUNTIME(name)                                                                  \
    void hbc_GOMP_parallel_loop_##name(void (*fn)(void *), void *data, unsigned nt, long s, long e, long i, \
                                       unsigned flags) {                                                  \
        (void)flags;                                                                                      \
        parallel_loop(fn, data, nt, s, e, i, 0, -1);                                                      \
    }
GOMP_PARALLEL_LOOP(static, HB_TEAM_STATIC)
GOMP_PARALLEL_LOOP(dynamic, HB_TEAM_DYNAMIC)
GOMP_PARALLEL_LOOP(guided, HB_TEAM_GUIDED)
GOMP_PARALLEL_LOOP(nonmonotonic_dynamic, HB_TEAM_DYNAMIC)
GOMP_PARALLEL_LOOP(nonmonotonic_guided, HB_TEAM_GUIDED)
GOMP_PARALLEL_LOOP_RUNTIME(runtime)
GOMP_PARALLEL_LOOP_RUNTIME(nonmonotonic_runtime)
GOMP_PARALLEL_LOOP_RUNTIME(maybe_nonmonotonic_runtime)

/* The `error` directive at(execution) (OpenMP 5.1): hbc's translation calls __hbc_error_directive
 * (pragma_prepass.hpp, rewriteUtilityPragmas) and gcc's objects GOMP_warning/GOMP_error, whose
 * length is (size_t)-1 for a string that ends in a zero. severity(warning) prints and goes
 * on; severity(fatal) exits with EXIT_FAILURE, as libgomp does. */
static void error_directive(int fatal, const char *msg, size_t len) {
    fputs(fatal ? "hbc: fatal error: error directive encountered" : "hbc: error directive encountered", stderr);
    if (msg) {
        fputs(": ", stderr);
        fwrite(msg, 1, len == (size_t)-1 ? strlen(msg) : len, stderr);
    }
    fputc('\n', stderr);
    if (fatal) exit(EXIT_FAILURE);
}
void __hbc_error_directive(int fatal, const char *msg) { error_directive(fatal, msg, (size_t)-1); }
void hbc_GOMP_warning(const char *msg, size_t len) { error_directive(0, msg, len); }
void hbc_GOMP_error(const char *msg, size_t len) { error_directive(1, msg, len); }
