/* Heartbeat loops of translated C code that need more than hb_parallel_for_at (hbc_tasks.h). */
#include "hbc_tasks.h"

/* schedule(static|dynamic, c): OpenMP's chunks begin at every c-th iteration and no two
 * threads share one, which a program may rely on (GAPBS bfs sets bits of shared 64-bit words
 * without atomics, in chunks of 1024). The heartbeat loop runs over chunk numbers; each range
 * of them runs the loop's function over its iterations. The loop's own init and combine
 * take its own context. */
typedef struct {
    int64_t n, chunk, count; /* iterations [0, n); chunk >= 1; count chunks */
    hb_range_fn fn;
    hb_fold_fn fold;
    hb_init_fn init;
    hb_combine_fn combine;
    void *ctx;
} chunked;

static chunked make_chunked(int64_t n, int64_t chunk, void *ctx) {
    chunked c = {n, chunk < 1 ? 1 : chunk, 0, 0, 0, 0, 0, ctx};
    c.count = n <= 0 ? 0 : (n - 1) / c.chunk + 1;
    return c;
}
static int64_t chunk_end(const chunked *c, int64_t k) { return k >= c->count ? c->n : k * c->chunk; }

static void run_chunks(void *p, int64_t a, int64_t b) {
    const chunked *c = (const chunked *)p;
    c->fn(c->ctx, a * c->chunk, chunk_end(c, b));
}
static void fold_chunks(void *p, int64_t a, int64_t b, void *acc) {
    const chunked *c = (const chunked *)p;
    c->fold(c->ctx, a * c->chunk, chunk_end(c, b), acc);
}
static void init_chunks(void *p, void *acc) {
    const chunked *c = (const chunked *)p;
    c->init(c->ctx, acc);
}
static void combine_chunks(void *p, void *acc, const void *rhs) {
    const chunked *c = (const chunked *)p;
    c->combine(c->ctx, acc, rhs);
}

void hbc_parallel_for_chunked(hb_site *site, int64_t n, int64_t chunk, hb_range_fn fn, void *ctx) {
    chunked c = make_chunked(n, chunk, ctx);
    c.fn = fn;
    hb_parallel_for_at(site, 0, c.count, run_chunks, &c);
}

void hbc_parallel_reduce_chunked(hb_site *site, int64_t n, int64_t chunk, void *acc, size_t acc_size,
                                 hb_init_fn init, hb_combine_fn combine, hb_fold_fn fold, void *ctx) {
    chunked c = make_chunked(n, chunk, ctx);
    c.fold = fold;
    c.init = init;
    c.combine = combine;
    hb_parallel_reduce_at(site, 0, c.count, acc, acc_size, init_chunks, combine_chunks, fold_chunks, &c);
}
