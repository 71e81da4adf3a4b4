/* The C API, compiled as C: HB_PARALLEL_FOR, HB_PARALLEL_REDUCE with struct accumulators
 * (small and larger than 64 bytes), hb_fork2, runtime control and statistics. Each check
 * returns 0 on success or a positive code naming what went wrong; c_api_test.cpp runs them
 * under GoogleTest. */
#include <heartbeat/heartbeat.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__cplusplus)
#error "this file must be compiled as C"
#endif

/* ---- parallel for ---- */

struct visit_ctx {
    int64_t lo;
    int *count; /* updated with atomics: ranges may run on several workers */
    int bad_ranges;
};

static void visit_range(void *p, int64_t lo, int64_t hi) {
    struct visit_ctx *c = (struct visit_ctx *)p;
    if (lo >= hi) __atomic_fetch_add(&c->bad_ranges, 1, __ATOMIC_RELAXED);
    for (int64_t i = lo; i < hi; i++) __atomic_fetch_add(&c->count[i - c->lo], 1, __ATOMIC_RELAXED);
}

int hbc_for_each_once(int64_t lo, int64_t n) {
    struct visit_ctx c = {lo, (int *)calloc((size_t)(n > 0 ? n : 1), sizeof(int)), 0};
    int rc = 0;
    HB_PARALLEL_FOR(lo, lo + n, visit_range, &c);
    for (int64_t i = 0; i < n; i++)
        if (c.count[i] != 1) rc = 1;
    if (c.bad_ranges) rc = 2;
    free(c.count);
    return rc;
}

static void never(void *p, int64_t lo, int64_t hi) {
    (void)lo;
    (void)hi;
    __atomic_fetch_add((int *)p, 1, __ATOMIC_RELAXED);
}

int hbc_empty_and_negative_ranges(void) {
    int calls = 0;
    HB_PARALLEL_FOR(0, 0, never, &calls);
    HB_PARALLEL_FOR(5, 3, never, &calls);
    HB_PARALLEL_FOR(INT64_MAX, INT64_MIN, never, &calls);
    return calls == 0 ? 0 : 1;
}

/* A 2-level nest: the range function runs an inner parallel loop per iteration. */
struct nest_ctx {
    int64_t m;
    int *count;
    int64_t row;
};

static void inner_range(void *p, int64_t lo, int64_t hi) {
    struct nest_ctx *c = (struct nest_ctx *)p;
    for (int64_t j = lo; j < hi; j++) __atomic_fetch_add(&c->count[c->row * c->m + j], 1, __ATOMIC_RELAXED);
}

static void outer_range(void *p, int64_t lo, int64_t hi) {
    struct nest_ctx *c = (struct nest_ctx *)p;
    for (int64_t i = lo; i < hi; i++) {
        struct nest_ctx in = {c->m, c->count, i};
        HB_PARALLEL_FOR(0, i % 3 == 0 ? 0 : c->m, inner_range, &in);
    }
}

int hbc_nested_for(int64_t n, int64_t m) {
    struct nest_ctx c = {m, (int *)calloc((size_t)(n * m), sizeof(int)), 0};
    int rc = 0;
    HB_PARALLEL_FOR(0, n, outer_range, &c);
    for (int64_t i = 0; i < n; i++)
        for (int64_t j = 0; j < m; j++)
            if (c.count[i * m + j] != (i % 3 == 0 ? 0 : 1)) rc = 1;
    free(c.count);
    return rc;
}

/* ---- parallel reduce with a struct accumulator ---- */

/* The folded span [first, last], its count and sum; `ok` drops to 0 when two partial
 * results that are not adjacent are combined (order check). */
struct span_acc {
    int64_t first, last, count;
    uint64_t sum;
    int ok, empty;
};

static void span_init(void *ctx, void *acc) {
    (void)ctx;
    struct span_acc *a = (struct span_acc *)acc;
    memset(a, 0, sizeof *a);
    a->ok = 1;
    a->empty = 1;
}

static void span_combine(void *ctx, void *accp, const void *rhsp) {
    (void)ctx;
    struct span_acc *a = (struct span_acc *)accp;
    const struct span_acc *b = (const struct span_acc *)rhsp;
    if (b->empty) return;
    if (a->empty) {
        *a = *b;
        return;
    }
    a->ok = a->ok && b->ok && a->last + 1 == b->first;
    a->last = b->last;
    a->count += b->count;
    a->sum += b->sum;
}

static void span_fold(void *ctx, int64_t lo, int64_t hi, void *accp) {
    (void)ctx;
    struct span_acc *a = (struct span_acc *)accp;
    for (int64_t i = lo; i < hi; i++) {
        if (a->empty) {
            a->first = i;
            a->empty = 0;
        } else if (a->last + 1 != i) {
            a->ok = 0;
        }
        a->last = i;
        a->count++;
        a->sum += (uint64_t)i;
    }
}

int hbc_reduce_struct(int64_t lo, int64_t n) {
    struct span_acc acc;
    span_init(NULL, &acc);
    HB_PARALLEL_REDUCE(lo, lo + n, &acc, sizeof acc, span_init, span_combine, span_fold, NULL);
    if (n == 0) return acc.empty ? 0 : 1;
    if (!acc.ok) return 2;
    if (acc.first != lo || acc.last != lo + n - 1) return 3;
    if (acc.count != n) return 4;
    uint64_t want = 0;
    for (int64_t i = lo; i < lo + n; i++) want += (uint64_t)i;
    return acc.sum == want ? 0 : 5;
}

/* The accumulator starts from a caller-given value (not the identity): the result is
 * acc (op) fold(range). */
int hbc_reduce_from_initial_value(void) {
    struct span_acc acc;
    span_init(NULL, &acc);
    span_fold(NULL, 0, 100, &acc); /* the caller has already folded [0, 100) */
    HB_PARALLEL_REDUCE(100, 50000, &acc, sizeof acc, span_init, span_combine, span_fold, NULL);
    return acc.ok && acc.first == 0 && acc.last == 49999 && acc.count == 50000 ? 0 : 1;
}

/* An accumulator bigger than 64 bytes: a histogram plus a non-commutative polynomial hash
 * (h = h * B^len(rhs) + h_rhs), exact only if partial results are combined in order. */
#define HIST 24
struct big_acc {
    int64_t hist[HIST];
    uint64_t hash, pow; /* hash of the folded sequence and B^length */
};
#define HASH_B 1000003u

static void big_init(void *ctx, void *acc) {
    (void)ctx;
    struct big_acc *a = (struct big_acc *)acc;
    memset(a, 0, sizeof *a);
    a->pow = 1;
}
static void big_combine(void *ctx, void *accp, const void *rhsp) {
    (void)ctx;
    struct big_acc *a = (struct big_acc *)accp;
    const struct big_acc *b = (const struct big_acc *)rhsp;
    for (int k = 0; k < HIST; k++) a->hist[k] += b->hist[k];
    a->hash = a->hash * b->pow + b->hash;
    a->pow *= b->pow;
}
static void big_fold(void *ctx, int64_t lo, int64_t hi, void *accp) {
    (void)ctx;
    struct big_acc *a = (struct big_acc *)accp;
    for (int64_t i = lo; i < hi; i++) {
        a->hist[i % HIST]++;
        a->hash = a->hash * HASH_B + (uint64_t)(i * 7 + 1);
        a->pow *= HASH_B;
    }
}

int hbc_reduce_big_struct(int64_t n) {
    struct big_acc acc, want;
    if (sizeof acc <= 64) return 9;
    big_init(NULL, &acc);
    big_init(NULL, &want);
    big_fold(NULL, 0, n, &want);
    HB_PARALLEL_REDUCE(0, n, &acc, sizeof acc, big_init, big_combine, big_fold, NULL);
    for (int k = 0; k < HIST; k++)
        if (acc.hist[k] != want.hist[k]) return 1;
    if (acc.hash != want.hash) return 2;
    return acc.pow == want.pow ? 0 : 3;
}

/* Nested reductions: the fold of the outer loop runs an inner reduction per iteration. */
static void sum_init(void *ctx, void *acc) {
    (void)ctx;
    *(int64_t *)acc = 0;
}
static void sum_combine(void *ctx, void *acc, const void *rhs) {
    (void)ctx;
    *(int64_t *)acc += *(const int64_t *)rhs;
}
static void inner_fold(void *ctx, int64_t lo, int64_t hi, void *acc) {
    const int64_t i = *(const int64_t *)ctx;
    for (int64_t j = lo; j < hi; j++) *(int64_t *)acc += i * j;
}
static void outer_fold(void *ctx, int64_t lo, int64_t hi, void *acc) {
    (void)ctx;
    for (int64_t i = lo; i < hi; i++) {
        int64_t s = 0, ii = i;
        HB_PARALLEL_REDUCE(0, i % 50, &s, sizeof s, sum_init, sum_combine, inner_fold, &ii);
        *(int64_t *)acc += s;
    }
}

int hbc_nested_reduce(int64_t n) {
    int64_t got = 0, want = 0;
    for (int64_t i = 0; i < n; i++)
        for (int64_t j = 0; j < i % 50; j++) want += i * j;
    HB_PARALLEL_REDUCE(0, n, &got, sizeof got, sum_init, sum_combine, outer_fold, NULL);
    return got == want ? 0 : 1;
}

/* ---- fork2 ---- */

struct fib_ctx {
    int n;
    int64_t result;
};

static void fib_branch(void *p) {
    struct fib_ctx *c = (struct fib_ctx *)p;
    if (c->n < 2) {
        c->result = c->n;
        return;
    }
    struct fib_ctx a = {c->n - 1, -1}, b = {c->n - 2, -1};
    hb_fork2(fib_branch, &a, fib_branch, &b);
    c->result = a.result + b.result;
}

int64_t hbc_fib(int n) {
    struct fib_ctx c = {n, -1};
    fib_branch(&c);
    return c.result;
}

/* A loop inside each fork2 branch. */
static void loop_branch(void *p) {
    struct visit_ctx *c = (struct visit_ctx *)p;
    HB_PARALLEL_FOR(c->lo, c->lo + 5000, visit_range, c);
}

int hbc_fork2_with_loops(void) {
    int *count = (int *)calloc(10000, sizeof(int));
    /* visit_range indexes count[i - lo]: give each half its own base */
    struct visit_ctx a = {0, count, 0}, b = {5000, count + 5000, 0};
    int rc = 0;
    hb_fork2(loop_branch, &a, loop_branch, &b);
    for (int i = 0; i < 10000; i++)
        if (count[i] != 1) rc = 1;
    if (a.bad_ranges || b.bad_ranges) rc = 2;
    free(count);
    return rc;
}

/* ---- task groups: a tree of tasks, each with a copy of its own arguments ---- */

struct tree_task {
    int depth, fan;
    int64_t *nodes; /* shared counter, updated with an atomic add */
};

static void tree_node(void *p) {
    struct tree_task t = *(struct tree_task *)p; /* the group's copy, valid while it runs */
    hb_task_group g;
    int k;
    __atomic_fetch_add(t.nodes, 1, __ATOMIC_RELAXED);
    if (t.depth == 0) return;
    hb_task_group_init(&g);
    for (k = 0; k < t.fan; k++) {
        struct tree_task child = {t.depth - 1, t.fan, t.nodes};
        hb_task_group_spawn(&g, tree_node, &child, sizeof child); /* child dies here: copied */
    }
    hb_task_group_wait(&g);
}

/* Returns the number of nodes of a complete tree of the given depth and fan-out. */
int64_t hbc_task_tree(int depth, int fan) {
    int64_t nodes = 0;
    struct tree_task root = {depth, fan, &nodes};
    tree_node(&root);
    return nodes;
}

/* ---- runtime control and statistics ---- */

int hbc_num_workers(void) { return hb_num_workers(); }

int hbc_stats_json(char *buf, size_t size, size_t *full) {
    hb_stats_enable(1);
    *full = hb_stats_json(buf, size);
    return 0;
}
