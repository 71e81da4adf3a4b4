/* OpenMP runtime calls on top of the heartbeat runtime (see omp.h next to this file). */
#define _GNU_SOURCE /* sched_getaffinity, CPU_COUNT */
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "heartbeat/heartbeat.h"
#include "heartbeat/team.h"
#include "omp.h"
#include "hbc_tasks.h"

double omp_get_wtime(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
double omp_get_wtick(void) { return 1e-9; }

/* Worker ids are distinct and below hb_worker_id_bound(), which exceeds the worker count
 * with several user threads: a thread the program started itself takes an id above the
 * pool's. hbc runs every region whose code asks its thread number in team mode (member ids
 * below the team's size, which omp_get_max_threads() says), so heartbeat mode answers a
 * worker id only to code hbc cannot read (another file's). A thread that has not run a
 * construct yet is the program's main thread, which is 0 in a team. */
/* Inside a team-mode region (docs/hbc-internals.md, "Team mode") the caller is a member of a heartbeat
 * team, and the answers are OpenMP's: its member id and the team's size, also in functions
 * called from the region. (A team of one, a nested region, answers 0 and 1.) */
static __thread int hbc_inactive_from; /* the level of this thread's inactive region, 0: none */
static int current_level(void);
/* Inside an inactive region (hbc_region_enter), at its level or under it: a team of one. */
static int in_inactive_region(void) { return hbc_inactive_from && current_level() >= hbc_inactive_from; }
/* libgomp's own routines, when the program links libgomp (objects built with gcc -fopenmp:
 * a --hbc-fallback-openmp file, an OpenMP library). A thread of libgomp's team that calls
 * hbc-translated code is no heartbeat worker: its number and team size are libgomp's (before
 * session 38 it answered 0 and 1, and GraphicsMagick's threads, in a fallback file, shared
 * one pixel view; helper-40): in libgomp's parallel region and outside hbc's regions (level 0
 * on this thread). Weak: linking them pulls nothing in. */
#include "hbc_libgomp.h"
static int libgomp_thread(void) {
    return gomp_thread_num && gomp_num_threads && gomp_in_parallel && current_level() == 0 && !hb_team_is_member() &&
           gomp_in_parallel();
}
int omp_get_thread_num(void) {
    int id;
    if (in_inactive_region()) return 0;
    if (hb_team_is_member()) return hb_team_id();
    if (libgomp_thread()) return gomp_thread_num();
    id = hb_worker_id();
    return id < 0 ? 0 : id;
}
void hbc_icv_region_enter(void);
/* Outside any region (level 0) the initial thread's team of one; in a heartbeat-mode region
 * every worker may run part of a loop, and they are its team. */
int omp_get_num_threads(void) {
    if (in_inactive_region()) return 1;
    if (hb_team_is_member()) return hb_team_size();
    if (libgomp_thread()) return gomp_num_threads();
    return current_level() == 0 ? 1 : hb_worker_id_bound();
}
/* nthreads-var when OMP_THREAD_LIMIT holds the workers below it (0 otherwise): libgomp
 * answers it, and arrays sized by it are only larger. */
int hbc_nthreads_over_limit;
/* nthreads-var set inside a region is the calling task's (OpenMP 2.4.4): kept per level on
 * the thread that set it, inherited by the levels under it, and cleared when a region starts
 * at that level (hbc_icv_region_enter), as run-sched-var is below. The workers are not
 * changed: a region nested there is inactive, a team of one, whatever it asks for, so only
 * omp_get_max_threads() tells (docs/hbc.md, OpenMP runtime routines). */
#define HBC_ICV_LEVELS 16
/* Team-mode regions entered on this thread, by level (hbc_team_at below). */
#define HBC_TEAM_LEVELS 16
/* This thread's state per level, on the heap. A shared object's whole TLS block is static TLS
 * (the runtime's hot word is initial-exec), and glibc keeps ~1.6 KB of it for all the
 * libraries dlopen'd later together: with these arrays in TLS (616 bytes per object) the
 * third hbc-built Python extension failed to load (helper-55, session 42). */
typedef struct hbc_thread_levels {
    int nthreads_at[HBC_ICV_LEVELS + 1];
    struct { int id, size; } team_at[HBC_TEAM_LEVELS + 1];
    struct { int set, chunk; omp_sched_t kind; } sched_at[HBC_ICV_LEVELS + 1];
} hbc_thread_levels;
static __thread hbc_thread_levels *hbc_levels_here;
static pthread_key_t hbc_levels_key;
static pthread_once_t hbc_levels_once = PTHREAD_ONCE_INIT;
static void hbc_levels_free(void *p) {
    free(p);
    hbc_levels_here = NULL; /* (a later destructor's call allocates again) */
}
static void hbc_levels_key_make(void) { pthread_key_create(&hbc_levels_key, hbc_levels_free); }
static hbc_thread_levels *levels(void) {
    if (__builtin_expect(hbc_levels_here == NULL, 0)) {
        hbc_levels_here = calloc(1, sizeof *hbc_levels_here);
        if (!hbc_levels_here) {
            fputs("hbc: out of memory for a thread's OpenMP state\n", stderr);
            abort();
        }
        pthread_once(&hbc_levels_once, hbc_levels_key_make);
        pthread_setspecific(hbc_levels_key, hbc_levels_here); /* freed when the thread ends */
    }
    return hbc_levels_here;
}
#define hbc_nthreads_at (levels()->nthreads_at)
#define hbc_team_at (levels()->team_at)
#define hbc_sched_at (levels()->sched_at)
static __thread int hbc_nthreads_ever_set;
/* While a region's num_threads has added workers (hbc_team_size), the count before: the
 * region's nthreads-var, which omp_get_max_threads() answers in it. */
static int workers_before_growth;
/* nthreads-var: the workers, the size of a team that asks for none. Not the id bound: in a
 * std::thread that had run a region it said 3 where its regions got a team of 2, and
 * ViennaCL, which splits work into omp_get_max_threads() parts by omp_get_thread_num(),
 * dropped a part silently (helper-136, session 79; tests/env/foreign_thread_max_threads.c). */
int omp_get_max_threads(void) {
    const int workers = hb_num_workers();
    if (hbc_nthreads_ever_set) {
        int l = current_level();
        for (l = l > HBC_ICV_LEVELS ? HBC_ICV_LEVELS : l; l >= 1; --l)
            if (hbc_nthreads_at[l]) return hbc_nthreads_at[l];
    }
    const int before = __atomic_load_n(&workers_before_growth, __ATOMIC_RELAXED);
    const int nthreads = before && workers > before ? before : workers;
    return hbc_nthreads_over_limit > nthreads ? hbc_nthreads_over_limit : nthreads;
}
/* hbc_omp_env.c: OMP_THREAD_LIMIT (0: none); the most workers the runtime takes */
extern int hbc_thread_limit;
extern const int hbc_max_workers;
/* A team size asked for above the most workers gets the most, and the first such request
 * says so: OpenMP may give fewer threads than asked only past thread-limit-var (which
 * omp_get_thread_limit() answers), and a program that sizes its work by the team (HeCBench's
 * num_threads(1024) tiles) would otherwise do part of it without a word. */
static int within_max_workers(int requested) {
    static int told;
    if (requested <= hbc_max_workers) return requested;
    if (!__atomic_exchange_n(&told, 1, __ATOMIC_RELAXED))
        fprintf(stderr, "hbc: %d threads asked for; a team gets %d, the most hbc runs\n", requested, hbc_max_workers);
    return hbc_max_workers;
}
/* max-active-levels-var: 1 (hbc supports one active level) or 0, where every region is
 * inactive, a team of one: one worker gives that, and hbc_workers_when_active holds the
 * count to give back when it returns to 1 (set from the environment by hbc_omp_env.c). */
int hbc_max_active_levels = 1;
int hbc_workers_when_active;
void omp_set_num_threads(int n) {
    const int level = current_level();
    if (n < 1) return;
    if (level != 0) {
        if (level <= HBC_ICV_LEVELS) {
            hbc_nthreads_at[level] = n;
            hbc_nthreads_ever_set = 1;
        }
        return;
    }
    hbc_nthreads_over_limit = hbc_thread_limit && n > hbc_thread_limit ? n : 0;
    if (hbc_thread_limit && n > hbc_thread_limit) n = hbc_thread_limit;
    n = within_max_workers(n);
    if (hbc_max_active_levels == 0) hbc_workers_when_active = n;
    else (void)hb_set_num_workers(n);
}
/* The size a team-mode region asks hb_team_run for (docs/hbc-internals.md, "Team mode"). OpenMP gives
 * a top-level region the num_threads it asks for, starting threads as needed: a request above
 * the workers adds workers for the region, and hbc_team_size_restore (called after it, also
 * when it throws) gives the workers back, so omp_get_max_threads() and the regions that ask
 * for no size see nthreads-var as it was. A region nested in an active one gets one member
 * whatever it asks, so it adds none; one under an inactive region (a team of one) is the
 * first active level and adds them, given back when it ends at its level. */
static __thread int workers_to_restore, workers_restore_level;
/* thread_limit(e) of the `teams` construct this thread runs (0: none), set around its body
 * (hbc runs a league of one team in place): the regions under it have at most e threads. */
static __thread int teams_thread_limit;
int hbc_teams_limit_enter(int limit) {
    const int old = teams_thread_limit;
    if (limit > 0 && (!old || limit < old)) teams_thread_limit = limit;
    return old;
}
void hbc_teams_limit_leave(int old) { teams_thread_limit = old; }
int omp_get_active_level(void);
int hbc_team_size(int requested) {
    const int workers = hb_num_workers(), before = __atomic_load_n(&workers_before_growth, __ATOMIC_RELAXED);
    if (hbc_max_active_levels == 0) return 1;
    /* (a league keeps the workers one region added for the next: nthreads-var is still the
     * count before, and a region that asks no size gets that) */
    if (requested <= 0 && before && current_level() == 0) requested = before;
    if (hbc_thread_limit && requested > hbc_thread_limit) requested = hbc_thread_limit;
    if (teams_thread_limit && (requested <= 0 || requested > teams_thread_limit))
        requested = requested <= 0 && workers < teams_thread_limit ? 0 : teams_thread_limit;
    requested = within_max_workers(requested);
    /* (also under an inactive region, a team of one: this one is then the first active
     * level, which OpenMP gives its threads; LLVM's nested_parallel_tasking.c, helper-41) */
    const int level = current_level();
    if (requested > workers && !workers_to_restore &&
        (level == 0 ? !hb_team_is_member() : omp_get_active_level() == 0) && hb_set_num_workers(requested) == 0) {
        workers_to_restore = workers;
        workers_restore_level = level;
        __atomic_store_n(&workers_before_growth, workers, __ATOMIC_RELAXED);
    }
    return requested > 0 ? requested : 0;
}
/* After every team-mode region; only the one that added workers, back at level 0, gives them
 * back (a region nested in it, run by its member 0 on this thread, must not), and not inside
 * a league on this thread: its teams' regions usually ask the same size, and starting and
 * stopping that many threads per team cost more than the regions (hbc_league_next gives them
 * back at the league's end). */
__thread int hbc_league_here;
void hbc_team_size_restore(void) {
    if (!workers_to_restore || current_level() != workers_restore_level || hbc_league_here ||
        (workers_restore_level == 0 && hb_team_is_member()))
        return;
    (void)hb_set_num_workers(workers_to_restore);
    workers_to_restore = 0;
    __atomic_store_n(&workers_before_growth, 0, __ATOMIC_RELAXED);
}
/* As libgomp: the processors this process may run on (its affinity mask). */
int omp_get_num_procs(void) {
    cpu_set_t set;
    long n;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0) return CPU_COUNT(&set);
    n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}
/* A translated parallel region runs once on the encountering thread, between these calls;
 * pool threads only ever run work from parallel constructs. */
/* hbc_region_level: translated regions entered on this thread, plus 1 on a pool thread, so
 * omp_in_parallel() is one thread-local test. It starts at 1 on every thread; an early
 * constructor clears it on the initial thread, and the program's other threads drop it
 * when they first ask (check_baseline).
 * hbc_initial_thread: kept for objects compiled with an older omp.h. */
__thread int hbc_region_level = 1;
__thread int hbc_initial_thread;
void hbc_omp_env_init(void);
/* Priority 100, one of those reserved for the implementation, which an OpenMP runtime is:
 * the program's own constructor(101) that asks omp_get_max_threads() must see OMP_*
 * (before session 71 both were 101, the program's ran first, and OMP_NUM_THREADS was lost
 * for the whole run; helper-111). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wprio-ctor-dtor"
#endif
__attribute__((constructor(100))) static void hbc_init(void) {
    hbc_initial_thread = 1;
    hbc_region_level = 0;
    hbc_omp_env_init();
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
int omp_get_active_level(void);
int hbc_in_active_region(void) { return omp_get_active_level() > 0; }
int (omp_in_parallel)(void) { return hbc_region_level > 0 && hbc_in_active_region(); }
/* hbc adjusts no team size dynamically: omp_set_dynamic has no effect (as the spec allows). */
void omp_set_dynamic(int on) { (void)on; }
int omp_get_dynamic(void) { return 0; }

/* Nesting (docs/hbc.md, "OpenMP runtime routines"): a nested region never gets a team of
 * its own (a heartbeat-mode region runs once; a nested team has one member), so hbc supports
 * one active level, and max-active-levels-var is 1 (libgomp's default too) or 0. Set inside
 * a region it would be the task's, for regions nested there, which are inactive anyway. */
int omp_get_supported_active_levels(void) { return 1; }
void omp_set_max_active_levels(int n) {
    if (n < 0 || current_level() != 0) return;
    if (n > 1) n = 1;
    if (n == hbc_max_active_levels) return;
    if (n == 0) {
        hbc_workers_when_active = hb_num_workers();
        (void)hb_set_num_workers(1);
    } else if (hbc_workers_when_active > 0) {
        (void)hb_set_num_workers(hbc_workers_when_active);
    }
    hbc_max_active_levels = n;
}
int omp_get_max_active_levels(void) { return hbc_max_active_levels; }
void omp_set_nested(int on) { (void)on; }
int omp_get_nested(void) { return 0; }

/* Team-mode regions entered on this thread, by level: OpenMP's ancestor thread number and
 * team size there, which a nested team (of one member) would hide. */
static __thread unsigned hbc_team_levels; /* bit L: level L is a team-mode region here */

/* Nesting level of the caller: translated regions entered on this thread, plus the region a
 * pool thread's work comes from (hbc_region_level's baseline of 1 there). A pool thread that
 * joins a team as a member other than 0 joins a top-level team-mode region, which is that
 * same region: its level stays the baseline's (hbc_team_absorbed), so the counter is the
 * level everywhere, whatever team the thread is a member of.
 * The baseline is a pool thread's only: another thread of the program (a pthread or
 * std::thread) is an initial thread of its own in OpenMP, at level 0 outside its regions.
 * Such a thread drops the baseline the first time it asks (the inline ++/-- around regions
 * are relative, and omp_in_parallel()'s inline test comes here when it sees > 0). */
static __thread int hbc_baseline_checked, hbc_pool_thread, hbc_team_absorbed;
/* The team being joined was started at this level (hbc_team_run; -1: not said),
 * and the counter a pool thread had before it joined as a member other than 0. */
static __thread int hbc_joined_from = -1, hbc_absorbed_raw;
/* Team-mode regions this thread runs as a team of one because another user thread's team held
 * the workers (hb_team_run's claim; docs/hbc-limits.md, Limitations: "Several user threads"): hbc_nested_team_check. */
static __thread int hbc_short_teams;
struct hbc_team_call {
    void (*fn)(void *);
    void *ctx;
    int level;
    int workers; /* when the team started: every member decides alike whether to defer tasks */
    int requested; /* the team size asked for (the workers when the region named none) */
    /* the starting thread's thread number and team size at levels 1..level: every member's
     * ancestors there are the starter's (an outer inactive region is a team of one to all) */
    struct { int id, size; } outer[HBC_TEAM_LEVELS + 1];
};
/* The region's end is a barrier: every member's tasks finish before any member stops being
 * one, so a task stolen there still runs on a member, at the region's level. */
static void hbc_member_region_end(void *p) {
    hbc_joined_from = ((const struct hbc_team_call *)p)->level;
    hbc_team_level_enter();
    hb_team_barrier();
    hbc_team_level_leave();
}
static void hbc_team_member_run(const struct hbc_team_call *k) {
    hbc_joined_from = k->level; /* read by this member's hbc_team_level_enter */
    /* (the extra barrier below must be all members' or none's: another thread may change the
     * worker count while the team runs) */
    if (hb_team_size() > 1 && hb_team_size() == k->workers) {
        hbc_member_with_tasks(k->fn, k->ctx, hbc_member_region_end, (void *)k);
        return;
    }
    hbc_member_tasks_at_once(k->fn, k->ctx);
}
/* A member other than the starter answers ancestor queries for the enclosing levels as the
 * starter would (hbc_team_call.outer), for as long as it is a member. */
static void hbc_team_member(void *p) {
    const struct hbc_team_call *k = (const struct hbc_team_call *)p;
    const int upto = k->level < HBC_TEAM_LEVELS ? k->level : HBC_TEAM_LEVELS;
    struct { int id, size; } saved[HBC_TEAM_LEVELS + 1];
    const unsigned saved_bits = hbc_team_levels;
    int l;
    if (hb_team_id() == 0 || upto < 1) {
        /* a team of one where more were asked for: the pool was another user thread's team's */
        const int short_team = hb_team_size() == 1 && k->requested > 1;
        hbc_short_teams += short_team;
        hbc_team_member_run(k);
        hbc_short_teams -= short_team;
        return;
    }
    for (l = 1; l <= upto; ++l) {
        saved[l].id = hbc_team_at[l].id;
        saved[l].size = hbc_team_at[l].size;
        hbc_team_at[l].id = k->outer[l].id;
        hbc_team_at[l].size = k->outer[l].size;
        hbc_team_levels |= 1u << l;
    }
    hbc_team_member_run(k);
    for (l = 1; l <= upto; ++l) {
        hbc_team_at[l].id = saved[l].id;
        hbc_team_at[l].size = saved[l].size;
    }
    hbc_team_levels = saved_bits;
}
static int current_level(void);
static int level_team(int level, int *id);
void hbc_team_run(int size, void (*fn)(void *), void *ctx) {
    struct hbc_team_call k;
    int l;
    k.fn = fn;
    k.ctx = ctx;
    k.level = current_level();
    k.workers = hb_num_workers();
    k.requested = size > 0 ? size : k.workers;
    for (l = 1; l <= k.level && l <= HBC_TEAM_LEVELS; ++l) k.outer[l].size = level_team(l, &k.outer[l].id);
    hb_team_run(size, hbc_team_member, &k);
}
static void check_baseline(void) {
    hbc_baseline_checked = 1;
    hbc_pool_thread = !hbc_initial_thread && hb_is_pool_thread();
    if (!hbc_initial_thread && !hbc_pool_thread) --hbc_region_level;
}
static int current_level(void) {
    if (!hbc_baseline_checked) check_baseline();
    return hbc_region_level < 0 ? 0 : hbc_region_level;
}
void hbc_team_level_enter(void) {
    int l;
    if (!hbc_baseline_checked) check_baseline();
    if (hbc_pool_thread && !hbc_team_absorbed && hb_team_is_member() && hb_team_id() > 0) {
        hbc_team_absorbed = 1;
        hbc_absorbed_raw = hbc_region_level;
        /* (a team started inside a region: a nested region's first active level) */
        if (hbc_joined_from >= 1) hbc_region_level = hbc_joined_from + 1;
    } else {
        ++hbc_region_level;
    }
    hbc_joined_from = -1;
    hbc_icv_region_enter();
    l = current_level();
    if (l >= 1 && l <= HBC_TEAM_LEVELS) {
        hbc_team_at[l].id = hb_team_id();
        hbc_team_at[l].size = hb_team_size();
        hbc_team_levels |= 1u << l;
    }
}
void hbc_team_level_leave(void) {
    int l = current_level();
    if (l >= 1 && l <= HBC_TEAM_LEVELS) hbc_team_levels &= ~(1u << l);
    if (hbc_team_absorbed && hb_team_is_member() && hb_team_id() > 0) {
        hbc_team_absorbed = 0;
        hbc_region_level = hbc_absorbed_raw;
    } else {
        --hbc_region_level;
    }
}
int omp_get_level(void) { return current_level(); }
int omp_get_active_level(void);
/* The thread enters an inactive region, a team of one of its own (r->team, already begun),
 * at the current level: the outermost such region marks the level from which it answers
 * thread 0 of 1, and what starts inside stays on the thread (a serial section). */
static void inactive_begin(hbc_region *r) {
    r->inactive = !hbc_inactive_from;
    if (r->inactive) hbc_inactive_from = current_level();
    hb_serial_begin(&r->serial);
}
static void inactive_end(hbc_region *r) {
    hb_serial_end(&r->serial);
    if (r->inactive) hbc_inactive_from = 0;
}
/* The first region entered inside an active one becomes inactive; regions inside it are
 * inactive already, and only raise the level. An inactive region is a team of one of its
 * own (hb_team_one_begin), so that the orphaned constructs its code reaches (single,
 * master, barrier, for) bind to it and not to a team the thread is a member of. */
void hbc_region_enter(hbc_region *r) {
    const int becomes_inactive = !hbc_inactive_from && current_level() >= 1 && omp_get_active_level() > 0;
    ++hbc_region_level;
    r->team = becomes_inactive ? hb_team_one_begin() : NULL;
    if (r->team) inactive_begin(r);
}
void hbc_region_leave(hbc_region *r) {
    if (r->team) {
        inactive_end(r);
        hb_team_one_end(r->team);
    }
    --hbc_region_level;
}
void hbc_nested_team_check(const char *where, int size, int if_true) {
    if (!if_true || omp_get_active_level() > 0 || hbc_max_active_levels == 0) return;
    /* Under a region that got one thread because the workers were busy with another user
     * thread's team, the nested one gets one too, for the same reason (OpenMP leaves the size
     * to the implementation when threads are unavailable); it stopped the program before
     * session 71 (two pthreads with nested regions, helper-111). */
    if (hbc_short_teams > 0) return;
    if (size > 1 || (size <= 0 && omp_get_max_threads() > 1)) {
        fprintf(stderr,
                "%s: OpenMP 'parallel' written inside another construct, reached where no enclosing region is "
                "active (one thread): OpenMP makes it the first active level, with a team of its own, which hbc "
                "cannot give it there (docs/hbc.md, Levels); use --hbc-fallback-openmp\n",
                where);
        abort();
    }
}
void hbc_region_enter_inactive(hbc_region *r, const char *where, int size, int if_true) {
    hbc_nested_team_check(where, size, if_true);
    hbc_region_enter(r);
}
/* A heartbeat-mode region with an if or num_threads clause (hbc_region_enter_if): when the
 * condition is false or the size 1, OpenMP's inactive team of one wherever it stands, as a
 * nested region's; its loops then run on this thread alone, in order (code that is not
 * thread-safe relies on that: GraphicsMagick's histogram pass runs `parallel for
 * if(n > 1) num_threads(n)` with n = 1; helper-45). Else as hbc_region_enter, or, where nothing in the region can tell
 * (`observes` 0: its code asks no thread number, team size or level and reaches no code hbc
 * cannot read), only the level raised, so that nested in an active region it keeps its
 * heartbeat parallelism, as a region without these clauses does. */
void hbc_region_enter_if(hbc_region *r, int size, int if_true, int observes) {
    if (if_true && size != 1) {
        if (observes) {
            hbc_region_enter(r);
        } else {
            ++hbc_region_level;
            r->team = NULL;
        }
        return;
    }
    ++hbc_region_level;
    r->team = hb_team_one_begin();
    inactive_begin(r);
}
void hbc_nested_team_enter(hbc_region *r) {
    r->team = hb_team_one_begin();
    hbc_team_level_enter();  /* (after: it records the new team at the new level) */
    inactive_begin(r);
}
void hbc_nested_team_leave(hbc_region *r) {
    inactive_end(r);
    hbc_team_level_leave();
    hb_team_one_end(r->team);
}
/* A heartbeat loop's chunk may run on another worker (stolen), whose counter says where that
 * worker's own code is: the loop captures its level at the site and each chunk adopts it
 * (hbc-translate's levelCarry), then restores the worker's counter. */
int hbc_level_capture(void) { return current_level(); }
int hbc_level_adopt(int level) {
    int raw;
    if (!hbc_baseline_checked) check_baseline();
    raw = hbc_region_level;
    hbc_region_level = level;
    return raw;
}
void hbc_level_restore(int raw) { hbc_region_level = raw; }
/* An orphaned barrier reached outside any team (hbc-translate's orphanBarrierText): at the
 * first level OpenMP would have a team of several threads meet there, which a heartbeat-mode
 * region, run once, cannot give; a nested region has a team of one, as outside any region. */
int hbc_orphan_barrier_unmet(void) { return current_level() == 1 && hb_num_workers() > 1; }
/* The member's own code at the team-mode level (hbc_tasks.h): a nested region raised the
 * level, and the runtime tells stolen tasks and heartbeat constructs apart. */
int hbc_orphan_team_slow(void) {
    int l = current_level();
    return hb_team_size() > 1 && l >= 1 && l <= HBC_TEAM_LEVELS && (hbc_team_levels >> l & 1u) && hb_team_in_own_code();
}
/* A taskloop run as a heartbeat loop whose body asks its thread number or team size keeps
 * OpenMP's answers only where any worker running one of its ranges is a thread of the
 * encountering thread's team, numbered as omp_get_thread_num() numbers it: an active
 * heartbeat-mode region, whose team is the workers. Elsewhere (a team-mode member, an
 * inactive region, level 0, a libgomp thread) the loop runs in order on the encountering
 * thread (docs/hbc-internals-tasks.md, "taskloop as a heartbeat loop"). */
int hbc_taskloop_ids_kept(void) {
    return hbc_in_active_region() && !in_inactive_region() && !hb_team_is_member() && !libgomp_thread();
}
void hbc_orphan_unsupported(const char *where, const char *what) {
    fprintf(stderr,
            "%s: OpenMP '%s' reached by a member of a team-mode parallel region: hbc cannot share this orphaned "
            "construct among the team (docs/hbc-internals.md, Orphaned worksharing loops); use --hbc-fallback-openmp\n",
            where, what);
    abort();
}
struct hbc_acc_loop {
    void (*fn)(void *, int64_t, int64_t, void *);
    void *ctx, *acc;
};
static void hbc_acc_range(void *c, int64_t a, int64_t b) {
    struct hbc_acc_loop *l = (struct hbc_acc_loop *)c;
    l->fn(l->ctx, a, b, l->acc);
}
void hbc_team_for_acc(int64_t lo, int64_t hi, int schedule, int64_t chunk, int flags, void *acc,
                      void (*fn)(void *, int64_t, int64_t, void *), void *ctx) {
    struct hbc_acc_loop l;
    l.fn = fn;
    l.ctx = ctx;
    l.acc = acc;
    (void)hb_team_for(lo, hi, schedule, chunk, flags, hbc_acc_range, &l);
}
/* Set while this thread runs its share of an orphaned `for ordered` for its team (hbc_tasks.h):
 * the thread's own, so a worker that steals work from inside the share sees 0. */
static __thread int ordered_share;
int hbc_ordered_share_enter(void) {
    const int previous = ordered_share;
    ordered_share = 1;
    return previous;
}
void hbc_ordered_share_leave(int previous) { ordered_share = previous; }
void hbc_ordered_begin(void) {
    if (ordered_share) hb_team_ordered_begin();
}
void hbc_ordered_end(void) {
    if (ordered_share) hb_team_ordered_end();
}
/* The thread number and team size at `level`: a team-mode level answers what its member
 * saw; the innermost level what omp_get_thread_num()/omp_get_num_threads() answer; an
 * enclosing heartbeat-mode level the worker, in a team of hb_worker_id_bound() threads. */
static int level_team(int level, int *id) {
    int cur = current_level();
    if (level < 0 || level > cur) return -1;
    if (level == 0 || (hbc_inactive_from && level >= hbc_inactive_from)) {
        *id = 0;
        return 1;
    }
    if (level <= HBC_TEAM_LEVELS && (hbc_team_levels >> level & 1u)) {
        *id = hbc_team_at[level].id;
        return hbc_team_at[level].size;
    }
    if (level == cur) {
        *id = omp_get_thread_num();
        return omp_get_num_threads();
    }
    *id = hb_worker_id() < 0 ? 0 : hb_worker_id();
    return hb_worker_id_bound();
}
int omp_get_team_size(int level) {
    int id;
    return level_team(level, &id);
}
int omp_get_ancestor_thread_num(int level) {
    int id = -1;
    return level_team(level, &id) < 0 ? -1 : id;
}
/* Active: a level whose team has more than one thread (a heartbeat-mode region counts its
 * workers, as omp_get_num_threads() does). Never more than one (omp_get_supported_active_levels). */
int omp_get_active_level(void) {
    int l, id, cur = current_level();
    for (l = 1; l <= cur; ++l)
        if (level_team(l, &id) > 1) return 1;
    return 0;
}
/* OMP_THREAD_LIMIT when set; otherwise teams get no more members than there are workers. */
int omp_get_thread_limit(void) {
    if (teams_thread_limit && (!hbc_thread_limit || teams_thread_limit < hbc_thread_limit)) return teams_thread_limit;
    return hbc_thread_limit ? hbc_thread_limit : hbc_max_workers;
}
/* A combined `teams ... parallel for thread_limit(e)`'s team size. */
int hbc_team_size_limited(int requested, int limit) {
    const int old = hbc_teams_limit_enter(limit);
    const int size = hbc_team_size(requested);
    hbc_teams_limit_leave(old);
    return size;
}
/* run-sched-var: read by team-mode `schedule(runtime)` loops (hbc_runtime_schedule); a
 * heartbeat loop ignores it. Set at level 0 it is the program's; set inside a region it is
 * the calling task's (OpenMP 2.4.4): kept per level on the thread that set it, and cleared
 * when a region starts at that level (hbc_icv_region_enter). A chunk below 1 is the kind's
 * default (libgomp: 0 for static, else 1). */
static omp_sched_t hbc_run_sched = omp_sched_auto;
static int hbc_run_chunk = 1;
void hbc_icv_region_enter(void) {
    int l = current_level();
    if (l >= 1 && l <= HBC_ICV_LEVELS) {
        hbc_sched_at[l].set = 0;
        hbc_nthreads_at[l] = 0;
    }
}
void hbc_icv_task_save(hbc_icv_saved *s) {
    const int l = current_level();
    s->level = l;
    s->workers = l == 0 ? hb_num_workers() : 0;
    if (l >= 1 && l <= HBC_ICV_LEVELS) {
        s->nthreads_at = hbc_nthreads_at[l];
        s->sched_set = hbc_sched_at[l].set;
        s->sched_chunk = hbc_sched_at[l].chunk;
        s->sched_kind = (int)hbc_sched_at[l].kind;
    } else {
        s->nthreads_at = 0;
        s->sched_set = 0;
        s->sched_chunk = l == 0 ? hbc_run_chunk : 0;
        s->sched_kind = l == 0 ? (int)hbc_run_sched : 0;
    }
}
void hbc_icv_task_restore(const hbc_icv_saved *s) {
    const int l = s->level;
    if (l >= 1 && l <= HBC_ICV_LEVELS) {
        hbc_nthreads_at[l] = s->nthreads_at;
        hbc_sched_at[l].set = s->sched_set;
        hbc_sched_at[l].chunk = s->sched_chunk;
        hbc_sched_at[l].kind = (omp_sched_t)s->sched_kind;
    } else if (l == 0) {
        hbc_run_chunk = s->sched_chunk;
        hbc_run_sched = (omp_sched_t)s->sched_kind;
        if (hb_num_workers() != s->workers) (void)hb_set_num_workers(s->workers);
    }
}
void omp_set_schedule(omp_sched_t kind, int chunk) {
    const int l = current_level();
    if (chunk < 1) chunk = ((unsigned)kind & 0x7fffffffu) == omp_sched_static ? 0 : 1;
    if (l == 0) {
        hbc_run_sched = kind;
        hbc_run_chunk = chunk;
    } else if (l <= HBC_ICV_LEVELS) {
        hbc_sched_at[l].set = 1;
        hbc_sched_at[l].kind = kind;
        hbc_sched_at[l].chunk = chunk;
    }
}
void omp_get_schedule(omp_sched_t *kind, int *chunk) {
    int l = current_level();
    if (l > HBC_ICV_LEVELS) l = HBC_ICV_LEVELS;
    for (; l >= 1; --l)
        if (hbc_sched_at[l].set) {
            *kind = hbc_sched_at[l].kind;
            *chunk = hbc_sched_at[l].chunk;
            return;
        }
    *kind = hbc_run_sched;
    *chunk = hbc_run_chunk;
}
/* A team-mode `schedule(runtime)` loop's schedule and chunk (hb_team_for's), from run-sched-var;
 * auto is static. */
int hbc_runtime_schedule(void) {
    omp_sched_t k;
    int c;
    omp_get_schedule(&k, &c);
    switch ((unsigned)k & 0x7fffffffu) {
    case omp_sched_dynamic: return HB_TEAM_DYNAMIC;
    case omp_sched_guided: return HB_TEAM_GUIDED;
    default: return HB_TEAM_STATIC;
    }
}
int64_t hbc_runtime_chunk(void) {
    omp_sched_t k;
    int c;
    omp_get_schedule(&k, &c);
    return ((unsigned)k & 0x7fffffffu) == omp_sched_auto ? 0 : c;
}
