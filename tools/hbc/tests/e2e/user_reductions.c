/* Session 10's translations in one program, large enough for heartbeats to split the loops:
 * user-defined reductions (a struct merged through pointers with a call-form initializer, a
 * zero-initialised struct, a product named after a function), a firstprivate lookup table
 * (a C array, read only), and structured-block atomic captures handing out slots.
 * E2E-WORKERS: 1 2 3 */
#include <stdio.h>
#include <float.h>
#define N 2000000

typedef struct { long n; double lo, hi; } span_t;
typedef struct { long small, large; } split_t;
static void span_init(span_t *s) { s->n = 0; s->lo = DBL_MAX; s->hi = -DBL_MAX; }
static void span_merge(span_t *o, const span_t *i)
{
    o->n += i->n;
    if (i->lo < o->lo) o->lo = i->lo;
    if (i->hi > o->hi) o->hi = i->hi;
}
static long mulmod(long a, long b) { return a * b % 1000003; }
#pragma omp declare reduction(span : span_t : span_merge(&omp_out, &omp_in)) initializer(span_init(&omp_priv))
#pragma omp declare reduction(split : split_t : omp_out.small += omp_in.small, omp_out.large += omp_in.large)
#pragma omp declare reduction(mm : long : omp_out = mulmod(omp_out, omp_in)) initializer(omp_priv = 1)

static int slot_of[N / 100];

int main(void)
{
    span_t sp;
    span_init(&sp);
    split_t sl = { 1, 2 };
    long prod = 7, slots = 0;
    int table[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
    int next = 0;
#pragma omp parallel for firstprivate(table) reduction(span : sp) reduction(split : sl) reduction(mm : prod) \
        reduction(+ : slots)
    for (long i = 0; i < N; i++) {
        double v = (double)((i * 7919) % 100003) * table[i % 8] - 50000.0;
        sp.n++;
        if (v < sp.lo) sp.lo = v;
        if (v > sp.hi) sp.hi = v;
        if (v < 0) sl.small++; else sl.large++;
        if (i % 1000 == 0) prod = mulmod(prod, 2 + i % 7);
        if (i % 100 == 0) {
            int s;
#pragma omp atomic capture
            { s = next; next++; }
            slot_of[s] = 1;
            slots += s;
        }
    }
    long filled = 0;
    for (int k = 0; k < N / 100; k++) filled += slot_of[k];
    printf("n=%ld lo=%.1f hi=%.1f small=%ld large=%ld prod=%ld slots=%ld filled=%ld next=%d\n", sp.n, sp.lo, sp.hi,
           sl.small, sl.large, prod, slots, filled, next);
    return 0;
}
