/* Array reductions' private copies for hbc's translated loops (docs/hbc.md, Array reductions). */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heartbeat/heartbeat.h"

/* Array reductions (docs/hbc.md, Array reductions): OpenMP's private copies, one per worker
 * that runs part of the loop, as a team has one per thread. The encountering worker reduces
 * into the original in place; any other worker gets a heap copy (a section may be millions of
 * elements) filled with the identity on its first chunk. A copy per heartbeat task instead
 * would cost a fill and a combine of the whole section at every promotion. Every built-in
 * reduction operator is commutative, so the workers' copies may be combined in any order.
 * Each worker writes only its own slot; hbc_array_red_end runs after the loop has joined. */
/* The translated code declares these itself (its prelude, hbc_rt.hpp). */
typedef struct hbc_array_red hbc_array_red;
typedef void (*hbc_array_fill_fn)(void *buf, int64_t n);              /* n identities */
typedef void (*hbc_array_merge_fn)(void *into, const void *from, int64_t n); /* into op= from */
hbc_array_red *hbc_array_red_begin(void *orig, int64_t n, size_t size, hbc_array_fill_fn fill);
void *hbc_array_red_slot(hbc_array_red *r);
void hbc_array_red_end(hbc_array_red *r, hbc_array_merge_fn merge);

struct hbc_array_red_extra {
    int id;
    void *buf;
    struct hbc_array_red_extra *next;
};
struct hbc_array_red {
    void *orig;
    int64_t n;
    size_t size;
    hbc_array_fill_fn fill;
    int owner; /* the encountering worker: its copy is the original */
    int bound;
    void **slot; /* [bound], by worker id */
    pthread_mutex_t lock;
    struct hbc_array_red_extra *extra; /* ids at or above bound (a resize during the loop) */
};

static void *array_red_alloc(int64_t n, size_t size) {
    void *p;
    if (n <= 0) return NULL;
    if ((uint64_t)n > (uint64_t)SIZE_MAX / size || !(p = malloc((size_t)n * size))) {
        fprintf(stderr, "hbc: out of memory for a private copy of an array reduction (%lld elements of %zu bytes)\n",
                (long long)n, size);
        abort();
    }
    return p;
}

hbc_array_red *hbc_array_red_begin(void *orig, int64_t n, size_t size, hbc_array_fill_fn fill) {
    hbc_array_red *r = array_red_alloc(1, sizeof *r);
    r->orig = orig;
    r->n = n;
    r->size = size;
    r->fill = fill;
    r->owner = hb_worker_id();
    r->bound = hb_worker_id_bound();
    if (r->bound < 1) r->bound = 1;
    r->slot = array_red_alloc(r->bound, sizeof *r->slot);
    memset(r->slot, 0, (size_t)r->bound * sizeof *r->slot);
    pthread_mutex_init(&r->lock, NULL);
    r->extra = NULL;
    return r;
}

static void *array_red_new_copy(hbc_array_red *r) {
    void *p = array_red_alloc(r->n, r->size);
    if (p) r->fill(p, r->n);
    return p;
}

void *hbc_array_red_slot(hbc_array_red *r) {
    int id = hb_worker_id();
    struct hbc_array_red_extra *e;
    void *p;
    if (id == r->owner) return r->orig;
    if (id >= 0 && id < r->bound) {
        if (!r->slot[id]) r->slot[id] = array_red_new_copy(r);
        return r->slot[id];
    }
    pthread_mutex_lock(&r->lock);
    for (e = r->extra; e && e->id != id; e = e->next) {}
    if (!e) {
        e = array_red_alloc(1, sizeof *e);
        e->id = id;
        e->buf = array_red_new_copy(r);
        e->next = r->extra;
        r->extra = e;
    }
    p = e->buf;
    pthread_mutex_unlock(&r->lock);
    return p;
}

void hbc_array_red_end(hbc_array_red *r, hbc_array_merge_fn merge) {
    int i;
    for (i = 0; i < r->bound; ++i) {
        if (!r->slot[i]) continue;
        if (merge) merge(r->orig, r->slot[i], r->n);
        free(r->slot[i]);
    }
    while (r->extra) {
        struct hbc_array_red_extra *e = r->extra;
        r->extra = e->next;
        if (merge && e->buf) merge(r->orig, e->buf, r->n);
        free(e->buf);
        free(e);
    }
    pthread_mutex_destroy(&r->lock);
    free(r->slot);
    free(r);
}
