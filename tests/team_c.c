/* Teams from C, written the way hbc's team mode emits an OpenMP region (docs/hbc-internals.md, "Team
 * mode"): the region body outlined into a function of one context pointer run by
 * hb_team_run, shared variables reached through pointers, region-private variables as
 * locals of the outlined body, worksharing loops left in place with hb_team_loop_begin /
 * next / end, threadprivate variables as __thread with copyin from the master's copy. Each
 * check returns 0 when right, else a code naming what failed. Run by team_c_test.cpp. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <heartbeat/team.h>

/* ---- worksharing loop in place: every iteration exactly once, every schedule ---- */
struct loop_ctx {
    int64_t lo, hi, chunk;
    int schedule, flags;
    int *hits;
    int lasts, bad_order;
    int64_t ordered_next; /* next iteration whose ordered block may run */
};
static void loop_region(void *p) {
    struct loop_ctx *c = (struct loop_ctx *)p;
    hb_team_loop l;
    int64_t a, b, i;
    hb_team_loop_begin(&l, c->lo, c->hi, c->schedule, c->chunk, c->flags);
    while (hb_team_loop_next(&l, &a, &b))
        for (i = a; i < b; ++i) {
            __atomic_fetch_add(&c->hits[i - c->lo], 1, __ATOMIC_RELAXED);
            if (c->flags & HB_TEAM_ORDERED) {
                if (b != a + 1) __atomic_store_n(&c->bad_order, 1, __ATOMIC_RELAXED);
                if (i % 3 == 0) continue; /* an iteration without an ordered block */
                hb_team_ordered_begin();
                if (c->ordered_next > i) c->bad_order = 2; /* a later iteration ran first */
                c->ordered_next = i + 1;
                hb_team_ordered_end();
            }
        }
    if (hb_team_loop_end(&l)) __atomic_fetch_add(&c->lasts, 1, __ATOMIC_RELAXED);
    if (c->flags & HB_TEAM_NOWAIT) hb_team_barrier(); /* before the hits are read */
}
int hbc_team_loop_once(int64_t lo, int64_t n, int schedule, int64_t chunk, int flags) {
    struct loop_ctx c;
    int64_t i;
    int rc = 0;
    memset(&c, 0, sizeof c);
    c.lo = lo;
    c.hi = lo + n;
    c.schedule = schedule;
    c.chunk = chunk;
    c.flags = flags;
    c.hits = (int *)calloc((size_t)(n > 0 ? n : 1), sizeof(int));
    hb_team_run(0, loop_region, &c);
    for (i = 0; i < n && !rc; ++i)
        if (c.hits[i] != 1) rc = 1;
    if (!rc && c.lasts != (n > 0 ? 1 : 0)) rc = 2; /* exactly one member ran the last iteration */
    if (!rc && c.bad_order) rc = 2 + c.bad_order;
    free(c.hits);
    return rc;
}

/* ---- manual partition by thread id (NPB / Rodinia): per-member partial sums ---- */
struct tid_ctx {
    const double *x;
    int64_t n;
    double *partial; /* [hb_num_workers()] */
    int *nthreads;
};
static void tid_region(void *p) {
    struct tid_ctx *c = (struct tid_ctx *)p;
    int id = hb_team_id(), nt = hb_team_size(); /* omp_get_thread_num / omp_get_num_threads */
    int64_t lo = c->n * id / nt, hi = c->n * (id + 1) / nt, i;
    double s = 0;
    for (i = lo; i < hi; ++i) s += c->x[i];
    c->partial[id] = s;
    if (hb_team_single_begin()) *c->nthreads = nt;
    hb_team_single_end(0);
}
int hbc_team_tid_partition(int64_t n) {
    double *x = (double *)malloc((size_t)n * sizeof *x), *partial = (double *)calloc(64, sizeof(double));
    double want = 0, got = 0;
    int nthreads = 0, t, rc;
    int64_t i;
    struct tid_ctx c;
    for (i = 0; i < n; ++i) {
        x[i] = (double)(i % 7);
        want += x[i];
    }
    c.x = x;
    c.n = n;
    c.partial = partial;
    c.nthreads = &nthreads;
    hb_team_run(0, tid_region, &c);
    for (t = 0; t < nthreads; ++t) got += partial[t];
    rc = nthreads < 1 || nthreads > hb_num_workers() ? 1 : got != want ? 2 : 0;
    free(x);
    free(partial);
    return rc;
}

/* ---- a hand-made barrier: members count their arrival with atomics and spin ---- */
struct spin_ctx {
    int *arrived;
    int *data; /* [size]: written before the hand-made barrier, read after */
    int *bad;
};
static void spin_region(void *p) {
    struct spin_ctx *c = (struct spin_ctx *)p;
    int id = hb_team_id(), nt = hb_team_size(), k, v;
    c->data[id] = id + 1;
    __atomic_fetch_add(c->arrived, 1, __ATOMIC_SEQ_CST); /* #pragma omp atomic */
    do {                                                  /* #pragma omp atomic read */
        __atomic_load(c->arrived, &v, __ATOMIC_SEQ_CST);
    } while (v < nt);
    for (k = 0; k < nt; ++k)
        if (c->data[k] != k + 1) __atomic_store_n(c->bad, 1, __ATOMIC_RELAXED);
}
int hbc_team_spin_barrier(int rounds) {
    int r, bad = 0;
    for (r = 0; r < rounds && !bad; ++r) {
        int arrived = 0, data[64];
        struct spin_ctx c;
        memset(data, 0, sizeof data);
        c.arrived = &arrived;
        c.data = data;
        c.bad = &bad;
        hb_team_run(0, spin_region, &c);
    }
    return bad;
}

/* ---- threadprivate counter with copyin: a __thread variable, the master's value copied in
 * at region start; per-member counts summed in a critical section ---- */
static __thread long tp_counter;
struct tp_ctx {
    const long *master_counter; /* taken before the team starts: copyin's source */
    long *total;
    long start; /* the master's value at region start, for the check */
    int64_t n;
    int *bad;
};
static void tp_region(void *p) {
    struct tp_ctx *c = (struct tp_ctx *)p;
    hb_team_loop l;
    int64_t a, b, i;
    if (hb_team_id() != 0) tp_counter = *c->master_counter; /* copyin */
    hb_team_barrier(); /* copyin completes before the region's code (the master may write it) */
    if (tp_counter != c->start) __atomic_store_n(c->bad, 1, __ATOMIC_RELAXED);
    hb_team_loop_begin(&l, 0, c->n, HB_TEAM_DYNAMIC, 7, 0);
    while (hb_team_loop_next(&l, &a, &b))
        for (i = a; i < b; ++i) tp_counter += 1;
    hb_team_loop_end(&l);
    hb_team_critical_begin("tp");
    *c->total += tp_counter - c->start; /* each member's own increments */
    hb_team_critical_end("tp");
}
int hbc_team_threadprivate_copyin(int64_t n) {
    long total = 0;
    int bad = 0;
    struct tp_ctx c;
    tp_counter = 1000;
    c.master_counter = &tp_counter;
    c.total = &total;
    c.start = 1000;
    c.n = n;
    c.bad = &bad;
    hb_team_run(0, tp_region, &c);
    /* the master's copy keeps its own count after the region, as in OpenMP */
    if (bad) return 3;
    if (total != n) return 1;
    if (tp_counter < 1000 || tp_counter > 1000 + n) return 2;
    return 0;
}

/* ---- region-private scratch written by a worksharing loop: a local of the outlined body,
 * so each member has its own (PolyBench doitgen's `sum`) ---- */
struct scratch_ctx {
    const double *a; /* [n][8] */
    double *out;     /* [n][8] */
    int64_t n;
};
static void scratch_region(void *p) {
    struct scratch_ctx *c = (struct scratch_ctx *)p;
    double sum[8]; /* region-private: one per member */
    hb_team_loop l;
    int64_t a, b, r;
    int k, j;
    hb_team_loop_begin(&l, 0, c->n, HB_TEAM_STATIC, 0, 0);
    while (hb_team_loop_next(&l, &a, &b))
        for (r = a; r < b; ++r) {
            for (k = 0; k < 8; ++k) {
                sum[k] = 0;
                for (j = 0; j <= k; ++j) sum[k] += c->a[r * 8 + j];
            }
            for (k = 0; k < 8; ++k) c->out[r * 8 + k] = sum[k];
        }
    hb_team_loop_end(&l);
}
int hbc_team_private_scratch(int64_t n) {
    double *a = (double *)malloc((size_t)n * 8 * sizeof(double)), *out = (double *)malloc((size_t)n * 8 * sizeof(double));
    struct scratch_ctx c;
    int64_t r;
    int k, j, rc = 0;
    for (r = 0; r < n * 8; ++r) a[r] = (double)(r % 13);
    c.a = a;
    c.out = out;
    c.n = n;
    hb_team_run(0, scratch_region, &c);
    for (r = 0; r < n && !rc; ++r)
        for (k = 0; k < 8; ++k) {
            double s = 0;
            for (j = 0; j <= k; ++j) s += a[r * 8 + j];
            if (out[r * 8 + k] != s) rc = 1;
        }
    free(a);
    free(out);
    return rc;
}
