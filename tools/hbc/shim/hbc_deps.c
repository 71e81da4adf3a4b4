/* Tasks with `depend` clauses, deferred with their dependences kept (hbc_tasks.h;
 * docs/hbc-internals-tasks.md, "Tasks with depend").
 *
 * Dependences order sibling tasks, which in hbc are the tasks of one scope: each scope that
 * takes such a task gets a table (struct hbc_deps) from item address to the last task that
 * wrote it and the tasks that read it since. A new task's predecessors are the unfinished
 * tasks it conflicts with (OpenMP's in/out rules, by the item's address, as libgomp
 * compares them). A task with none is spawned into the scope as any task. One with some
 * waits in the table, not in the scope's group, and is released by its last predecessor's
 * end: that task's thread runs the released tasks in a task group of its own (latent, so a
 * heartbeat shares them), or past a small depth hands them to the scope's owner, which
 * spawns them into the scope at its next dependent task or wait (hbc_deps_drain). Either
 * way a released task runs inside a task of the scope or in the scope's own wait, so every
 * wait that completes the scope's group completes it too.
 *
 * Every field of a table and of its nodes is read and written under the table's lock,
 * except `run`/`data`/`destroy`, which the creator writes before hbc_dep_arm publishes
 * them (under the lock) and only the launcher reads after (docs/protocol-tasks.md, "hbc's
 * dependence tables"). */
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hbc_tasks.h"

/* A node lives from its task's creation to its end: a finished task leaves every slot
 * (leave_slots), so the table names unfinished tasks only, and nothing else points at it. */
struct hbc_dep_task {
    struct hbc_deps *table;
    int waiting; /* unfinished predecessors, + 1 while the creator has not armed it */
    struct hbc_dep_task **succ; /* tasks to release at its end */
    int nsucc, capsucc;
    hbc_task_fn run; /* its body, for a task that waited: run(data), then destroy(data) */
    void *data;
    void (*destroy)(void *);
    struct hbc_dep_task *prev, *next; /* the table's live nodes */
    int nitems;                        /* its items' addresses, which it leaves at its end */
    const void *items[];
};

typedef struct {
    const void *addr; /* NULL: a free slot */
    hbc_dep_task *writer;
    hbc_dep_task **readers; /* since the writer */
    int nreaders, capreaders;
} dep_slot;

struct hbc_deps {
    int lock; /* a spin lock: its sections are a few loads and stores (dep_lock) */
    dep_slot *slots; /* open addressing, a power of two in size */
    size_t nslots, used;
    hbc_dep_task *live;
    hbc_dep_task **ready; /* released past the inline depth: the owner spawns them */
    int nready, capready;
};

/* How many released tasks deep a thread runs them itself before it hands them to the
 * scope's owner: bounds the stack a long chain could take. */
#define HBC_DEP_INLINE_DEPTH 4
static __thread int hbc_dep_release_depth;

/* Short sections, taken by the creating thread and by every task's end: a spin lock, which
 * under contention hands over in a cache-line transfer where a mutex could sleep (2 x 10^6
 * tiny tasks, 9 interleaved runs: 0.49 s at 2 workers against 0.80 s with a pthread mutex,
 * 0.19 against 0.21 at 1). Acquire and release pair the sections' reads and writes of the
 * table and its nodes (docs/protocol-tasks.md, "hbc's dependence tables"). */
static inline void dep_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}
static void dep_lock(struct hbc_deps *d) {
    for (int spins = 0;; spins++) {
        if (!__atomic_exchange_n(&d->lock, 1, __ATOMIC_ACQUIRE)) return;
        while (__atomic_load_n(&d->lock, __ATOMIC_RELAXED)) {
            if (spins++ > 64) sched_yield(); /* the holder may be descheduled */
            else dep_relax();
        }
    }
}
static void dep_unlock(struct hbc_deps *d) { __atomic_store_n(&d->lock, 0, __ATOMIC_RELEASE); }

static void *dep_grow(void *p, int *cap, size_t elem) {
    int c = *cap ? *cap * 2 : 4;
    void *q = realloc(p, (size_t)c * elem);
    if (!q) {
        fputs("hbc: out of memory tracking task dependences\n", stderr);
        abort();
    }
    *cap = c;
    return q;
}
#define DEP_PUSH(arr, n, cap, v)                                            \
    do {                                                                    \
        if ((n) == (cap)) (arr) = dep_grow((arr), &(cap), sizeof *(arr));   \
        (arr)[(n)++] = (v);                                                 \
    } while (0)

static void node_free(struct hbc_deps *d, hbc_dep_task *t) {
    if (t->prev) t->prev->next = t->next;
    else d->live = t->next;
    if (t->next) t->next->prev = t->prev;
    free(t->succ);
    free(t);
}

static size_t slot_hash(const void *a) {
    uint64_t x = (uint64_t)(uintptr_t)a;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 29;
    return (size_t)x;
}

static dep_slot *slot_find(struct hbc_deps *d, const void *addr, int create) {
    if (create && 2 * (d->used + 1) > d->nslots) {
        size_t n = d->nslots ? d->nslots * 2 : 64;
        dep_slot *old = d->slots, *s = calloc(n, sizeof *s);
        if (!s) {
            fputs("hbc: out of memory tracking task dependences\n", stderr);
            abort();
        }
        for (size_t i = 0; i < d->nslots; i++)
            if (old[i].addr) {
                size_t j = slot_hash(old[i].addr) & (n - 1);
                while (s[j].addr) j = (j + 1) & (n - 1);
                s[j] = old[i];
            }
        free(old);
        d->slots = s;
        d->nslots = n;
    }
    if (!d->nslots) return NULL;
    size_t j = slot_hash(addr) & (d->nslots - 1);
    while (d->slots[j].addr) {
        if (d->slots[j].addr == addr) return &d->slots[j];
        j = (j + 1) & (d->nslots - 1);
    }
    if (!create) return NULL;
    d->used++;
    d->slots[j].addr = addr;
    return &d->slots[j];
}

/* Empties slot j, which names no task any more: linear probing's backward shift keeps every
 * other address reachable from its home slot, so the table holds the addresses of
 * unfinished tasks only (a million independent tasks no longer keep a million slots). */
static void slot_remove(struct hbc_deps *d, size_t j) {
    const size_t mask = d->nslots - 1;
    free(d->slots[j].readers);
    for (size_t i = j;;) {
        d->slots[i].addr = NULL;
        d->slots[i].readers = NULL;
        d->slots[i].nreaders = d->slots[i].capreaders = 0;
        d->slots[i].writer = NULL;
        size_t k;
        for (;;) {
            j = (j + 1) & mask;
            if (!d->slots[j].addr) {
                d->used--;
                return;
            }
            k = slot_hash(d->slots[j].addr) & mask;
            /* stays when its home k lies cyclically in (i, j] */
            if (i <= j ? (i < k && k <= j) : (i < k || k <= j)) continue;
            break;
        }
        d->slots[i] = d->slots[j];
        i = j;
    }
}

/* A finished task leaves the slots of its items (under the lock). */
static void leave_slots(struct hbc_deps *d, hbc_dep_task *t) {
    for (int n = 0; n < t->nitems; n++) {
        dep_slot *sl = slot_find(d, t->items[n], 0);
        if (!sl) continue;
        if (sl->writer == t) sl->writer = NULL;
        for (int r = 0; r < sl->nreaders;)
            if (sl->readers[r] == t) sl->readers[r] = sl->readers[--sl->nreaders];
            else r++;
        if (!sl->writer && !sl->nreaders) slot_remove(d, (size_t)(sl - d->slots));
    }
}

static void launch(void *p) {
    hbc_dep_task *t = *(hbc_dep_task **)p;
    void *data = t->data;
    t->data = NULL; /* (hbc_deps_free: it ran) */
    t->run(data);
    if (t->destroy) t->destroy(data);
    hbc_dep_done(t);
}

/* Whether the current scope keeps dependences: an active scope of a region, a task or a
 * taskgroup (not a team member's, which the team's barrier waits for without hbc). The
 * static scopes that run tasks in place (included, final, at once) have deps_ok 0. */
static int scope_tracks(const hbc_scope_hdr *s) { return s && s->deps_ok; }

/* Takes the tasks released to the owner (under the lock), to spawn after it. */
static hbc_dep_task **take_ready(struct hbc_deps *d, int *n) {
    hbc_dep_task **r = d->ready;
    *n = d->nready;
    d->ready = NULL;
    d->nready = d->capready = 0;
    return r;
}
static void spawn_ready(hbc_scope_hdr *s, hbc_dep_task **r, int n) {
    for (int i = 0; i < n; i++) s->spawn(s, launch, &r[i], sizeof r[i]);
    free(r);
}

/* A taskgroup's tasks are siblings of the tasks created before it in the scopes it is
 * chained to: while one of those keeps a table, a taskwait (which drains them all) comes
 * first, and the taskgroup's table then starts from finished siblings. */
static void outer_tables_drained(hbc_scope_hdr *s) {
    for (hbc_scope_hdr *o = s; o->chained && o->outer; o = o->outer)
        if (o->outer->deps) {
            hbc_taskwait();
            return;
        }
}

hbc_dep_task *hbc_dep_register(const hbc_dep *deps, int n, int *waits) {
    hbc_scope_hdr *s = hbc_current_scope();
    if (!scope_tracks(s)) {
        /* every earlier sibling finishes, then the task runs in place (the caller) */
        hbc_taskwait();
        return NULL;
    }
    outer_tables_drained(s);
    struct hbc_deps *d = s->deps;
    if (!d) {
        d = calloc(1, sizeof *d);
        if (!d) {
            fputs("hbc: out of memory tracking task dependences\n", stderr);
            abort();
        }
        s->deps = d;
    }
    hbc_dep_task *t = calloc(1, sizeof *t + (size_t)n * sizeof t->items[0]);
    if (!t) {
        fputs("hbc: out of memory tracking task dependences\n", stderr);
        abort();
    }
    t->table = d;
    t->nitems = n;
    for (int i = 0; i < n; i++) t->items[i] = deps[i].addr;
    hbc_note_spawn(s); /* a taskwait here now has work, even while the task waits */
    dep_lock(d);
    t->next = d->live;
    if (d->live) d->live->prev = t;
    d->live = t;
    int preds = 0;
    /* predecessors first, from the table as it was before this task */
#define DEP_EDGE(p)                                                                     \
    do {                                                                                \
        hbc_dep_task *p_ = (p);                                                         \
        if (p_ && !(p_->nsucc && p_->succ[p_->nsucc - 1] == t)) {                       \
            DEP_PUSH(p_->succ, p_->nsucc, p_->capsucc, t);                              \
            preds++;                                                                    \
        }                                                                               \
    } while (0)
    for (int i = 0; i < n; i++) {
        dep_slot *sl = slot_find(d, deps[i].addr, 0);
        if (!sl) continue;
        DEP_EDGE(sl->writer);
        if (deps[i].out)
            for (int r = 0; r < sl->nreaders; r++) DEP_EDGE(sl->readers[r]);
    }
#undef DEP_EDGE
    for (int i = 0; i < n; i++) {
        dep_slot *sl = slot_find(d, deps[i].addr, 1);
        if (deps[i].out) {
            sl->nreaders = 0;
            sl->writer = t;
        } else if (sl->writer != t && !(sl->nreaders && sl->readers[sl->nreaders - 1] == t)) {
            DEP_PUSH(sl->readers, sl->nreaders, sl->capreaders, t);
        }
    }
    t->waiting = preds + 1;
    int nready;
    hbc_dep_task **ready = take_ready(d, &nready); /* (the owner, at its frame: spawns them) */
    dep_unlock(d);
    spawn_ready(s, ready, nready);
    *waits = preds;
    return t;
}

int hbc_dep_arm(hbc_dep_task *t, hbc_task_fn run, void *data, void (*destroy)(void *)) {
    struct hbc_deps *d = t->table;
    dep_lock(d);
    t->run = run;
    t->data = data;
    t->destroy = destroy;
    const int ready = --t->waiting == 0;
    dep_unlock(d);
    return ready;
}

void hbc_dep_launch(hbc_dep_task *t) {
    hbc_scope_hdr *s = hbc_current_scope();
    s->spawn(s, launch, &t, sizeof t);
}

void hbc_dep_done(hbc_dep_task *t) {
    struct hbc_deps *d = t->table;
    hbc_dep_task *local[8], **rel = local;
    int nrel = 0, caprel = 8;
    dep_lock(d);
    for (int i = 0; i < t->nsucc; i++) {
        hbc_dep_task *u = t->succ[i];
        if (--u->waiting) continue;
        if (hbc_dep_release_depth >= HBC_DEP_INLINE_DEPTH) {
            DEP_PUSH(d->ready, d->nready, d->capready, u);
        } else {
            if (nrel == caprel) {
                hbc_dep_task **q = malloc(2 * (size_t)caprel * sizeof *q);
                if (!q) {
                    fputs("hbc: out of memory tracking task dependences\n", stderr);
                    abort();
                }
                memcpy(q, rel, (size_t)nrel * sizeof *q);
                if (rel != local) free(rel);
                rel = q;
                caprel *= 2;
            }
            rel[nrel++] = u;
        }
    }
    leave_slots(d, t);
    node_free(d, t);
    dep_unlock(d);
    if (!nrel) return;
    /* the released tasks run here, inside the task that released them (so the scope's wait
     * covers them), latent in a group of this frame: a heartbeat shares them out */
    hbc_dep_release_depth++;
    hb_task_group g;
    hb_task_group_init(&g);
    for (int i = 0; i < nrel; i++) hb_task_group_spawn(&g, launch, &rel[i], sizeof rel[i]);
    hb_task_group_wait(&g);
    hbc_dep_release_depth--;
    if (rel != local) free(rel);
}

void hbc_deps_free(hbc_scope_hdr *s) {
    struct hbc_deps *d = s->deps;
    if (!d) return;
    s->deps = NULL;
    for (size_t i = 0; i < d->nslots; i++) free(d->slots[i].readers);
    free(d->slots);
    /* normally none is left: a task that never ran (its predecessor threw) is dropped */
    for (hbc_dep_task *t = d->live, *nx; t; t = nx) {
        nx = t->next;
        if (t->data && t->destroy) t->destroy(t->data);
        free(t->succ);
        free(t);
    }
    free(d->ready);
    free(d);
}

void hbc_deps_drain(hbc_scope_hdr *s) {
    for (struct hbc_deps *d; (d = s->deps);) {
        int n;
        dep_lock(d);
        hbc_dep_task **ready = take_ready(d, &n);
        dep_unlock(d);
        if (!n) {
            free(ready);
            break;
        }
        hbc_note_spawn(s);
        spawn_ready(s, ready, n);
        s->wait(s);
    }
    hbc_deps_free(s);
}

/* C: the record a task with depend items travels in, its firstprivate bytes after it. */
typedef struct {
    hbc_dep_task *t;
    hbc_task_fn fn;
} __attribute__((aligned(16))) c_dep_rec;

static void c_dep_body(void *p) {
    c_dep_rec *r = (c_dep_rec *)p;
    r->fn((char *)p + sizeof *r);
}
static void c_dep_spawned(void *p) {
    c_dep_body(p);
    hbc_dep_done(((c_dep_rec *)p)->t);
}

void hbc_task_spawn_dep(hbc_task_fn fn, const void *data, size_t size, const hbc_dep *deps, int n) {
    int waits;
    hbc_dep_task *t = hbc_dep_register(deps, n, &waits);
    if (!t) {
        hbc_task_run_in_place(fn, (void *)data); /* after its earlier siblings */
        return;
    }
    /* spawned now, the record is copied by the spawn: built on the stack when it is small */
    union {
        c_dep_rec r;
        unsigned char bytes[sizeof(c_dep_rec) + 240];
    } local;
    c_dep_rec *r = !waits && size <= sizeof local.bytes - sizeof(c_dep_rec) ? &local.r : malloc(sizeof *r + size);
    if (!r) {
        fputs("hbc: out of memory tracking task dependences\n", stderr);
        abort();
    }
    r->t = t;
    r->fn = fn;
    if (size) memcpy((char *)r + sizeof *r, data, size);
    if (!waits) {
        hbc_scope_hdr *s = hbc_current_scope();
        s->spawn(s, c_dep_spawned, r, sizeof *r + size);
        if (r != &local.r) free(r);
        return;
    }
    if (hbc_dep_arm(t, c_dep_body, r, free)) hbc_dep_launch(t);
}
