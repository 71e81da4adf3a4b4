/* OpenMP's environment variables, read once before main (docs/hbc.md, "Environment
 * variables"). The heartbeat runtime starts lazily and reads HB_NUM_WORKERS then, so the
 * thread count is handed to it through that variable; HB_NUM_WORKERS, when set, wins. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hbc_tasks.h"
#include "omp.h"

/* The runtime accepts this many workers (kMaxPoolWorkers in src/runtime.hpp). */
#define HBC_MAX_WORKERS 2048
const int hbc_max_workers = HBC_MAX_WORKERS; /* hbc_omp.c: the largest team */

void hbc_display_env_at_start(int verbose); /* hbc_omp_host.c */
extern int hbc_max_active_levels, hbc_workers_when_active, hbc_nthreads_over_limit; /* hbc_omp.c */
extern int hbc_max_task_priority; /* hbc_omp_host.c */

int hbc_cancel_var;   /* OMP_CANCELLATION */
int hbc_thread_limit; /* OMP_THREAD_LIMIT; 0 when unset */

static void ignoring(const char *name, const char *value, const char *expected) {
    fprintf(stderr, "hbc: ignoring %s='%s' (expected %s)\n", name, value, expected);
}

/* A decimal integer in [lo, hi] filling s (blanks around it allowed); -1 otherwise. */
static long parse_long(const char *s, long lo, long hi) {
    char *end;
    long v;
    while (isspace((unsigned char)*s)) ++s;
    if (!isdigit((unsigned char)*s)) return -1;
    errno = 0;
    v = strtol(s, &end, 10);
    while (isspace((unsigned char)*end)) ++end;
    if (errno || *end || v < lo || v > hi) return -1;
    return v;
}

/* true/false, any case (OpenMP's boolean variables); -1 otherwise. */
static int parse_bool(const char *s) {
    char word[8];
    size_t n = 0;
    while (isspace((unsigned char)*s)) ++s;
    while (*s && !isspace((unsigned char)*s) && n + 1 < sizeof word) word[n++] = *s++;
    word[n] = 0;
    while (isspace((unsigned char)*s)) ++s;
    if (*s) return -1;
    if (strcasecmp(word, "true") == 0) return 1;
    if (strcasecmp(word, "false") == 0) return 0;
    return -1;
}

/* OMP_NUM_THREADS: a list, one number per nesting level; hbc's nested regions get one
 * member, so only the first counts. */
static int num_threads_from_env(void) {
    const char *s = getenv("OMP_NUM_THREADS");
    char first[32];
    size_t n = 0;
    long v;
    if (!s || !*s) return 0;
    while (s[n] && s[n] != ',' && n + 1 < sizeof first) {
        first[n] = s[n];
        ++n;
    }
    first[n] = 0;
    v = parse_long(first, 1, INT_MAX);
    if (v < 0) {
        ignoring("OMP_NUM_THREADS", s, "a list of positive integers");
        return 0;
    }
    if (v > HBC_MAX_WORKERS) {
        fprintf(stderr, "hbc: OMP_NUM_THREADS=%ld is more than hbc's %d threads; using %d\n", v,
                HBC_MAX_WORKERS, HBC_MAX_WORKERS);
        v = HBC_MAX_WORKERS;
    }
    return (int)v;
}

/* OMP_SCHEDULE: [monotonic:|nonmonotonic:]kind[, chunk] */
static void schedule_from_env(void) {
    static const struct { const char *name; omp_sched_t kind; } kinds[] = {
        {"static", omp_sched_static}, {"dynamic", omp_sched_dynamic}, {"guided", omp_sched_guided},
        {"auto", omp_sched_auto}};
    const char *s = getenv("OMP_SCHEDULE"), *p, *colon;
    unsigned modifier = 0;
    size_t i, len;
    long chunk = 0;
    if (!s || !*s) return;
    p = s;
    while (isspace((unsigned char)*p)) ++p;
    colon = strchr(p, ':');
    if (colon) {
        len = (size_t)(colon - p);
        if (len == 9 && strncasecmp(p, "monotonic", 9) == 0) modifier = (unsigned)omp_sched_monotonic;
        else if (!(len == 12 && strncasecmp(p, "nonmonotonic", 12) == 0)) goto bad;
        p = colon + 1;
        while (isspace((unsigned char)*p)) ++p;
    }
    for (len = 0; isalpha((unsigned char)p[len]); ++len) {}
    for (i = 0; i < sizeof kinds / sizeof kinds[0]; ++i)
        if (strlen(kinds[i].name) == len && strncasecmp(p, kinds[i].name, len) == 0) break;
    if (i == sizeof kinds / sizeof kinds[0]) goto bad;
    p += len;
    while (isspace((unsigned char)*p)) ++p;
    if (*p == ',') {
        chunk = parse_long(p + 1, 1, INT_MAX);
        if (chunk < 0) goto bad;
    } else if (*p) {
        goto bad;
    }
    omp_set_schedule((omp_sched_t)((unsigned)kinds[i].kind | modifier), (int)chunk);
    return;
bad:
    ignoring("OMP_SCHEDULE", s, "[monotonic:|nonmonotonic:]static|dynamic|guided|auto[,chunk]");
}

/* OMP_STACKSIZE: size[B|K|M|G], kilobytes without a unit. It sizes the runtime's pool
 * threads only (hb_set_worker_stack_kb), as libgomp's: before session 71 it set the process's
 * default thread attributes, and the program's own pthreads got it too (helper-111). */
static void stacksize_from_env(void) {
    const char *s = getenv("OMP_STACKSIZE");
    char *end;
    unsigned long long v, unit = 1024;
    if (!s || !*s) return;
    while (isspace((unsigned char)*s)) ++s;
    errno = 0;
    v = isdigit((unsigned char)*s) ? strtoull(s, &end, 10) : 0;
    if (errno || v == 0) goto bad;
    while (isspace((unsigned char)*end)) ++end;
    switch (toupper((unsigned char)*end)) {
    case 0: break;
    case 'B': unit = 1; ++end; break;
    case 'K': unit = 1024; ++end; break;
    case 'M': unit = 1024ull * 1024; ++end; break;
    case 'G': unit = 1024ull * 1024 * 1024; ++end; break;
    default: goto bad;
    }
    while (isspace((unsigned char)*end)) ++end;
    if (*end || v > (1ull << 41) / unit) goto bad;
    v *= unit;
    if (hb_set_worker_stack_kb((long)((v + 1023) / 1024)) != 0)
        fprintf(stderr, "hbc: OMP_STACKSIZE=%s could not be applied to the worker threads\n", s);
    return;
bad:
    ignoring("OMP_STACKSIZE", s, "a size such as 4M, 512K or 1G");
}

/* Called by hbc_omp.c's constructor; the driver also links it in by name (-u). */
void hbc_omp_env_init(void) {
    const char *s, *derived;
    int threads = num_threads_from_env(), b, workers;
    long limit;
    if ((s = getenv("OMP_THREAD_LIMIT")) && *s) {
        limit = parse_long(s, 1, INT_MAX);
        if (limit < 0) ignoring("OMP_THREAD_LIMIT", s, "a positive integer");
        else if (limit > HBC_MAX_WORKERS) {
            fprintf(stderr, "hbc: OMP_THREAD_LIMIT=%ld is more than hbc's %d threads; using %d\n", limit,
                    HBC_MAX_WORKERS, HBC_MAX_WORKERS);
            hbc_thread_limit = HBC_MAX_WORKERS;
        } else hbc_thread_limit = (int)limit;
    }
    if ((s = getenv("OMP_MAX_ACTIVE_LEVELS")) && *s) {
        limit = parse_long(s, 0, INT_MAX);
        if (limit < 0) ignoring("OMP_MAX_ACTIVE_LEVELS", s, "a non-negative integer");
        else if (limit == 0) hbc_max_active_levels = 0; /* every region inactive: one worker, below */
    }
    /* stored and answered by their routines (hbc_omp_host.c): priority has no effect, and a
     * `teams` without num_teams is one team, which nteams-var only bounds */
    if ((s = getenv("OMP_MAX_TASK_PRIORITY")) && *s) {
        limit = parse_long(s, 0, INT_MAX);
        if (limit < 0) ignoring("OMP_MAX_TASK_PRIORITY", s, "a non-negative integer");
        else hbc_max_task_priority = (int)limit;
    }
    if ((s = getenv("OMP_NUM_TEAMS")) && *s) {
        limit = parse_long(s, 1, INT_MAX);
        if (limit < 0) ignoring("OMP_NUM_TEAMS", s, "a positive integer");
        else omp_set_num_teams((int)limit);
    }
    if ((s = getenv("OMP_TEAMS_THREAD_LIMIT")) && *s) {
        limit = parse_long(s, 1, INT_MAX);
        if (limit < 0) ignoring("OMP_TEAMS_THREAD_LIMIT", s, "a positive integer");
        else omp_set_teams_thread_limit((int)limit);
    }
    if ((s = getenv("OMP_NESTED")) && *s && parse_bool(s) < 0) ignoring("OMP_NESTED", s, "true or false");
    if ((s = getenv("OMP_DYNAMIC")) && *s && parse_bool(s) < 0) ignoring("OMP_DYNAMIC", s, "true or false");
    if ((s = getenv("OMP_CANCELLATION")) && *s) {
        b = parse_bool(s);
        if (b < 0) ignoring("OMP_CANCELLATION", s, "true or false");
        else hbc_cancel_var = b;
    }
    schedule_from_env();
    stacksize_from_env();
    /* The runtime reads HB_NUM_WORKERS when it starts; it has not started yet. A value that
     * an hbc parent derived from its own OMP_NUM_THREADS (HBC_WORKERS_FROM_OMP says which)
     * is not the user's: this process's OpenMP variables decide (before session 71 a child
     * given OMP_NUM_THREADS=1 by its parent ran with the parent's count, helper-111). */
    s = getenv("HB_NUM_WORKERS");
    derived = getenv("HBC_WORKERS_FROM_OMP");
    if (s && *s && derived && strcmp(s, derived) == 0) {
        unsetenv("HB_NUM_WORKERS");
        s = NULL;
    }
    unsetenv("HBC_WORKERS_FROM_OMP");
    workers = 0; /* 0: leave HB_NUM_WORKERS as it is */
    if (!s || !*s) {
        workers = threads;
        if (hbc_thread_limit && (workers ? workers : hb_num_workers()) > hbc_thread_limit) {
            hbc_nthreads_over_limit = workers ? workers : hb_num_workers();
            workers = hbc_thread_limit;
        }
    }
    if (hbc_max_active_levels == 0) { /* every region inactive: a team of one */
        hbc_workers_when_active = workers > 0 ? workers : hb_num_workers();
        workers = 1;
    }
    if (workers > 0) {
        char buf[16];
        snprintf(buf, sizeof buf, "%d", workers);
        setenv("HB_NUM_WORKERS", buf, 1);
        setenv("HBC_WORKERS_FROM_OMP", buf, 1);
    }
    if ((s = getenv("OMP_DISPLAY_ENV")) && *s) {
        if (strcasecmp(s, "verbose") == 0) hbc_display_env_at_start(1);
        else if (parse_bool(s) == 1) hbc_display_env_at_start(0);
        else if (parse_bool(s) < 0) ignoring("OMP_DISPLAY_ENV", s, "true, false or verbose");
    }
}

/* A `cancel` construct (hbc-translate's cancelText): hbc implements no cancellation. While
 * cancel-var is false OpenMP ignores the construct, and so does this; with it true (and the
 * construct's `if` holding) OpenMP would cancel, which hbc cannot: the program stops here
 * rather than run on as if nothing had been cancelled. */
void hbc_cancel_reached(const char *where, const char *what, int condition) {
    if (!hbc_cancel_var || !condition) return;
    fflush(stdout);
    fprintf(stderr,
            "%s: OpenMP 'cancel %s' with OMP_CANCELLATION=true: hbc does not implement cancellation "
            "(docs/hbc.md, Environment variables); unset OMP_CANCELLATION or use --hbc-fallback-openmp\n",
            where, what);
    abort();
}
