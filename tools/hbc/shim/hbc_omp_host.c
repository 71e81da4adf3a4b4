/* OpenMP 5.2 runtime routines whose answer is fixed on a host with no offload device (see
 * omp.h next to this file, and docs/hbc.md, "OpenMP runtime routines"): devices, teams,
 * places, affinity, environment display, tools, pause, memory allocators. */
#define _GNU_SOURCE /* sched_getaffinity, malloc_usable_size, syscall */
#include <errno.h>
#include <limits.h>
#include <malloc.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "heartbeat/heartbeat.h"
#include "omp.h"

/* ------------------------------------------------------------- tasks, places, tools */
/* cancel-var, from OMP_CANCELLATION (hbc_omp_env.c); hbc never cancels (hbc_cancel_reached). */
extern int hbc_cancel_var;
int omp_get_cancellation(void) { return hbc_cancel_var; }
/* max-task-priority-var, from OMP_MAX_TASK_PRIORITY (hbc_omp_env.c); `priority` is accepted
 * and has no effect. */
int hbc_max_task_priority;
int omp_get_max_task_priority(void) { return hbc_max_task_priority; }
/* No binding and no places: the workers are not pinned. */
omp_proc_bind_t omp_get_proc_bind(void) { return omp_proc_bind_false; }
int omp_get_num_places(void) { return 0; }
int omp_get_place_num_procs(int place_num) {
    (void)place_num;
    return 0;
}
void omp_get_place_proc_ids(int place_num, int *ids) {
    (void)place_num;
    (void)ids;
}
int omp_get_place_num(void) { return -1; }
int omp_get_partition_num_places(void) { return 0; }
void omp_get_partition_place_nums(int *place_nums) { (void)place_nums; }
int omp_control_tool(int command, int modifier, void *arg) {
    (void)command;
    (void)modifier;
    (void)arg;
    return omp_control_tool_notool;
}

/* ------------------------------------------------------------- devices and teams */
static int valid_host_device(int device_num) {
    return device_num == omp_initial_device || device_num == omp_get_initial_device();
}
static int default_device = 0;
void omp_set_default_device(int device_num) { default_device = device_num; }
int omp_get_default_device(void) { return default_device; }
int omp_get_num_devices(void) { return 0; }
int omp_get_initial_device(void) { return omp_get_num_devices(); }
int omp_get_device_num(void) { return omp_get_initial_device(); }
int omp_is_initial_device(void) { return 1; }

/* A league: a `teams num_teams(n)` construct's body runs once per team, one team after
 * another, on the encountering thread (docs/hbc.md, Device constructs). Teams cannot wait for
 * each other, so that order is one OpenMP allows. The team number is process-wide, so that
 * the members of a region in the body see it too; a second league begun while one runs (from
 * another thread) stops the program. Outside a league there is one team. nteams-var and
 * teams-thread-limit-var are stored and answered; 0 means unset, as in libgomp. */
static int nteams_var = 0, teams_thread_limit_var = 0;
static int league_size = 1, league_team = 0;
static int league_active; /* atomic: a league runs */
extern __thread int hbc_league_here; /* hbc_omp.c: this thread runs a league */
void hbc_team_size_restore(void);
int hbc_league_begin(int teams) {
    if (__atomic_exchange_n(&league_active, 1, __ATOMIC_ACQUIRE)) {
        fprintf(stderr, "hbc: two 'teams' constructs with num_teams ran at once, from two threads: hbc runs one "
                        "league at a time (docs/hbc.md, Device constructs)\n");
        abort();
    }
    league_size = teams > 1 ? teams : 1;
    league_team = 0;
    hbc_league_here = 1;
    return 0;
}
int hbc_league_next(void) {
    if (league_team + 1 < league_size) return ++league_team;
    league_size = 1;
    league_team = 0;
    hbc_league_here = 0;
    hbc_team_size_restore();
    __atomic_store_n(&league_active, 0, __ATOMIC_RELEASE);
    return -1;
}
int omp_get_num_teams(void) { return league_size; }
int omp_get_team_num(void) { return league_team; }
void omp_set_num_teams(int num_teams) {
    if (num_teams > 0) nteams_var = num_teams;
}
int omp_get_max_teams(void) { return nteams_var; }
void omp_set_teams_thread_limit(int thread_limit) {
    if (thread_limit > 0) teams_thread_limit_var = thread_limit;
}
int omp_get_teams_thread_limit(void) { return teams_thread_limit_var; }

/* Nothing to release: the workers stay, and the program may go on using them. */
int omp_pause_resource(omp_pause_resource_t kind, int device_num) {
    if (kind != omp_pause_soft && kind != omp_pause_hard) return -1;
    return valid_host_device(device_num) ? 0 : -1;
}
int omp_pause_resource_all(omp_pause_resource_t kind) { return omp_pause_resource(kind, omp_initial_device); }

/* Device memory routines: the host's own memory, for the host device only (EINVAL or NULL
 * for any other number). */
void *omp_target_alloc(size_t size, int device_num) {
    return valid_host_device(device_num) && size ? malloc(size) : NULL;
}
void omp_target_free(void *device_ptr, int device_num) {
    if (valid_host_device(device_num)) free(device_ptr);
}
int omp_target_is_present(const void *ptr, int device_num) {
    (void)ptr;
    return valid_host_device(device_num);
}
int omp_target_is_accessible(const void *ptr, size_t size, int device_num) {
    (void)ptr;
    (void)size;
    return valid_host_device(device_num);
}
int omp_target_memcpy(void *dst, const void *src, size_t length, size_t dst_offset, size_t src_offset,
                      int dst_device_num, int src_device_num) {
    if (!valid_host_device(dst_device_num) || !valid_host_device(src_device_num)) return EINVAL;
    if (length) memmove((char *)dst + dst_offset, (const char *)src + src_offset, length);
    return 0;
}
static void copy_rect(char *dst, const char *src, size_t elem, int dims, const size_t *volume,
                      const size_t *dst_off, const size_t *src_off, const size_t *dst_dim, const size_t *src_dim) {
    size_t dst_stride = elem, src_stride = elem, k;
    int d;
    for (d = 1; d < dims; ++d) {
        dst_stride *= dst_dim[d];
        src_stride *= src_dim[d];
    }
    dst += dst_off[0] * dst_stride;
    src += src_off[0] * src_stride;
    for (k = 0; k < volume[0]; ++k) {
        if (dims == 1) memmove(dst + k * elem, src + k * elem, elem);
        else copy_rect(dst + k * dst_stride, src + k * src_stride, elem, dims - 1, volume + 1, dst_off + 1,
                       src_off + 1, dst_dim + 1, src_dim + 1);
    }
}
int omp_target_memcpy_rect(void *dst, const void *src, size_t element_size, int num_dims, const size_t *volume,
                           const size_t *dst_offsets, const size_t *src_offsets, const size_t *dst_dimensions,
                           const size_t *src_dimensions, int dst_device_num, int src_device_num) {
    if (!dst && !src) return INT_MAX; /* the number of dimensions supported */
    if (!valid_host_device(dst_device_num) || !valid_host_device(src_device_num) || num_dims < 1) return EINVAL;
    copy_rect(dst, src, element_size, num_dims, volume, dst_offsets, src_offsets, dst_dimensions, src_dimensions);
    return 0;
}
/* The copies are made at once: the (host) task they would create is complete on return. */
int omp_target_memcpy_async(void *dst, const void *src, size_t length, size_t dst_offset, size_t src_offset,
                            int dst_device_num, int src_device_num, int depobj_count, omp_depend_t *depobj_list) {
    (void)depobj_count;
    (void)depobj_list;
    return omp_target_memcpy(dst, src, length, dst_offset, src_offset, dst_device_num, src_device_num);
}
int omp_target_memcpy_rect_async(void *dst, const void *src, size_t element_size, int num_dims, const size_t *volume,
                                 const size_t *dst_offsets, const size_t *src_offsets, const size_t *dst_dimensions,
                                 const size_t *src_dimensions, int dst_device_num, int src_device_num,
                                 int depobj_count, omp_depend_t *depobj_list) {
    (void)depobj_count;
    (void)depobj_list;
    return omp_target_memcpy_rect(dst, src, element_size, num_dims, volume, dst_offsets, src_offsets, dst_dimensions,
                                  src_dimensions, dst_device_num, src_device_num);
}
/* There is no device memory to associate host memory with. */
int omp_target_associate_ptr(const void *host_ptr, const void *device_ptr, size_t size, size_t device_offset,
                             int device_num) {
    (void)host_ptr;
    (void)device_ptr;
    (void)size;
    (void)device_offset;
    (void)device_num;
    return EINVAL;
}
int omp_target_disassociate_ptr(const void *ptr, int device_num) {
    (void)ptr;
    (void)device_num;
    return EINVAL;
}
void *omp_get_mapped_ptr(const void *ptr, int device_num) {
    return valid_host_device(device_num) ? (void *)ptr : NULL;
}

/* ------------------------------------------------------------- affinity format */
/* affinity-format-var: libgomp's default. */
static char affinity_format[512] = "level %L thread %i affinity %A";

void omp_set_affinity_format(const char *format) {
    if (!format) return;
    strncpy(affinity_format, format, sizeof affinity_format - 1);
    affinity_format[sizeof affinity_format - 1] = 0;
}
size_t omp_get_affinity_format(char *buffer, size_t size) {
    size_t n = strlen(affinity_format);
    if (buffer && size) {
        size_t k = n < size - 1 ? n : size - 1;
        memcpy(buffer, affinity_format, k);
        buffer[k] = 0;
    }
    return n;
}

typedef struct out_buf {
    char *buf;
    size_t size, len; /* len: what the whole text needs */
} out_buf;
static void put_text(out_buf *o, const char *s, size_t n) {
    size_t k;
    for (k = 0; k < n; ++k, ++o->len)
        if (o->buf && o->len + 1 < o->size) o->buf[o->len] = s[k];
}
/* The processors this thread may run on, as ranges: "0-3,6". */
static void affinity_text(char *s, size_t size) {
    cpu_set_t set;
    int c, first = -1, n = 0;
    s[0] = 0;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return;
    for (c = 0; c <= CPU_SETSIZE; ++c) {
        int in = c < CPU_SETSIZE && CPU_ISSET(c, &set);
        if (in && first < 0) first = c;
        if (!in && first >= 0) {
            if ((size_t)n + 24 >= size) break;
            n += sprintf(s + n, first == c - 1 ? "%s%d" : "%s%d-%d", n ? "," : "", first, c - 1);
            first = -1;
        }
    }
}
/* One field's value, or 0 for a name the specification does not define. */
static int field_value(const char *name, size_t len, char *v, size_t size) {
    static const char *const shorts = "tTLnNaHPiA";
    static const char *const longs[] = {"team_num",    "num_teams",  "nesting_level", "thread_num",
                                        "num_threads", "ancestor_tnum", "host",       "process_id",
                                        "native_thread_id", "thread_affinity"};
    int f = -1, k;
    if (len == 1 && name[0] && strchr(shorts, name[0])) f = (int)(strchr(shorts, name[0]) - shorts);
    for (k = 0; f < 0 && k < 10; ++k)
        if (strlen(longs[k]) == len && !strncmp(longs[k], name, len)) f = k;
    switch (f) {
    case 0: snprintf(v, size, "%d", omp_get_team_num()); break;
    case 1: snprintf(v, size, "%d", omp_get_num_teams()); break;
    case 2: snprintf(v, size, "%d", omp_get_level()); break;
    case 3: snprintf(v, size, "%d", omp_get_thread_num()); break;
    case 4: snprintf(v, size, "%d", omp_get_num_threads()); break;
    case 5: snprintf(v, size, "%d", omp_get_ancestor_thread_num(omp_get_level() - 1)); break;
    case 6: if (gethostname(v, size) != 0) snprintf(v, size, "?"); v[size - 1] = 0; break;
    case 7: snprintf(v, size, "%ld", (long)getpid()); break;
    case 8: snprintf(v, size, "%ld", (long)syscall(SYS_gettid)); break;
    case 9: affinity_text(v, size); break;
    default: return 0;
    }
    return 1;
}
/* %[[[0].]size]t or %[[[0].]size]{name}: "0." right-justifies padding with zeros, "." with
 * spaces, the default is left-justified; %% is a percent sign. */
static void expand_format(out_buf *o, const char *fmt) {
    const char *p = fmt;
    while (*p) {
        const char *start = p, *name;
        char pad = 0, v[1024];
        size_t len, vlen;
        int width = 0;
        if (*p != '%') {
            put_text(o, p++, 1);
            continue;
        }
        ++p;
        if (*p == '%') {
            put_text(o, p++, 1);
            continue;
        }
        if (p[0] == '0' && p[1] == '.') {
            pad = '0';
            p += 2;
        } else if (*p == '.') {
            pad = '.';
            ++p;
        }
        while (*p >= '0' && *p <= '9') width = width * 10 + (*p++ - '0');
        if (*p == '{') {
            name = ++p;
            while (*p && *p != '}') ++p;
            len = (size_t)(p - name);
            if (*p) ++p;
        } else {
            name = p;
            len = *p ? 1 : 0;
            p += len;
        }
        if (!field_value(name, len, v, sizeof v)) {
            put_text(o, start, (size_t)(p - start)); /* not a field: kept as written */
            continue;
        }
        vlen = strlen(v);
        if (pad && (size_t)width > vlen) {
            size_t k, fill = (size_t)width - vlen;
            int neg = pad == '0' && v[0] == '-';
            if (neg) put_text(o, v, 1);
            for (k = 0; k < fill; ++k) put_text(o, pad == '0' ? "0" : " ", 1);
            put_text(o, v + neg, vlen - (size_t)neg);
        } else {
            put_text(o, v, vlen);
            while ((size_t)width > vlen++) put_text(o, " ", 1);
        }
    }
    if (o->buf && o->size) o->buf[o->len < o->size ? o->len : o->size - 1] = 0;
}
size_t omp_capture_affinity(char *buffer, size_t size, const char *format) {
    out_buf o = {buffer, size, 0};
    expand_format(&o, format && *format ? format : affinity_format);
    return o.len;
}
void omp_display_affinity(const char *format) {
    out_buf o = {NULL, 0, 0};
    expand_format(&o, format && *format ? format : affinity_format);
    o.buf = malloc(o.len + 1);
    o.size = o.len + 1;
    if (!o.buf) return;
    o.len = 0;
    expand_format(&o, format && *format ? format : affinity_format);
    fprintf(stderr, "%s\n", o.buf);
    free(o.buf);
}

/* ------------------------------------------------------------- environment display */
/* OMP_DISPLAY_ENV shows it before main, before the runtime starts (hbc_omp_env.c): the
 * thread count then comes from the runtime's settings, not from a started runtime. */
static int display_at_start;
void hbc_display_env_at_start(int verbose) {
    display_at_start = 1;
    omp_display_env(verbose);
    display_at_start = 0;
}
void omp_display_env(int verbose) {
    omp_sched_t kind;
    int chunk;
    static const char *const sched[] = {"?", "STATIC", "DYNAMIC", "GUIDED", "AUTO"};
    omp_get_schedule(&kind, &chunk);
    fprintf(stderr, "\nOPENMP DISPLAY ENVIRONMENT BEGIN\n");
    fprintf(stderr, "  _OPENMP = '201811'\n"); /* what the hbc driver defines (hbc.py.in) */
    fprintf(stderr, "  OMP_DYNAMIC = '%s'\n", omp_get_dynamic() ? "TRUE" : "FALSE");
    fprintf(stderr, "  OMP_NESTED = '%s'\n", omp_get_nested() ? "TRUE" : "FALSE");
    fprintf(stderr, "  OMP_NUM_THREADS = '%d'\n", display_at_start ? hb_num_workers() : omp_get_max_threads());
    fprintf(stderr, "  OMP_SCHEDULE = '%s", sched[(unsigned)kind <= 4 ? (int)kind : 0]);
    if (chunk > 0) fprintf(stderr, ",%d", chunk);
    fprintf(stderr, "'\n  OMP_PROC_BIND = 'FALSE'\n  OMP_PLACES = ''\n");
    fprintf(stderr, "  OMP_THREAD_LIMIT = '%d'\n", omp_get_thread_limit());
    fprintf(stderr, "  OMP_MAX_ACTIVE_LEVELS = '%d'\n", omp_get_max_active_levels());
    fprintf(stderr, "  OMP_NUM_TEAMS = '%d'\n  OMP_TEAMS_THREAD_LIMIT = '%d'\n", omp_get_max_teams(),
            omp_get_teams_thread_limit());
    fprintf(stderr, "  OMP_CANCELLATION = '%s'\n  OMP_DEFAULT_DEVICE = '%d'\n", hbc_cancel_var ? "TRUE" : "FALSE",
            omp_get_default_device());
    fprintf(stderr, "  OMP_MAX_TASK_PRIORITY = '%d'\n  OMP_DISPLAY_AFFINITY = 'FALSE'\n", hbc_max_task_priority);
    fprintf(stderr, "  OMP_AFFINITY_FORMAT = '%s'\n", affinity_format);
    fprintf(stderr, "  OMP_ALLOCATOR = 'omp_default_mem_alloc'\n  OMP_TARGET_OFFLOAD = 'DEFAULT'\n");
    if (verbose) fprintf(stderr, "  HB_NUM_WORKERS = '%d'\n", hb_num_workers());
    fprintf(stderr, "OPENMP DISPLAY ENVIRONMENT END\n");
}

/* No event handle exists under hbc (detach is refused), so this is a misuse. */
void omp_fulfill_event(omp_event_handle_t event) {
    (void)event;
    fprintf(stderr, "omp_fulfill_event: no OpenMP event exists in a program built by hbc (task detach is not supported)\n");
    abort();
}
