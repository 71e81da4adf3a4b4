/* User-defined reductions on team-mode constructs (the region asks its thread number and
 * meets a barrier): a struct merged through pointers with a call-form initializer on a
 * dynamic loop, a zero-initialised struct on a nowait loop whose iterations hold a nested
 * parallel loop, a copy-form initializer from omp_orig, and a region-level reduction. The
 * results do not depend on the number of threads or on the schedule.
 * E2E-WORKERS: 1 2 3 */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 1000000

typedef struct { long n; long lo, hi; } span_t;
typedef struct { long small, large; } split_t;
static void span_init(span_t *s) { s->n = 0; s->lo = N; s->hi = -1; }
static void span_merge(span_t *o, const span_t *i)
{
    o->n += i->n;
    if (i->lo < o->lo) o->lo = i->lo;
    if (i->hi > o->hi) o->hi = i->hi;
}
#pragma omp declare reduction(span : span_t : span_merge(&omp_out, &omp_in)) initializer(span_init(&omp_priv))
#pragma omp declare reduction(split : split_t : omp_out.small += omp_in.small, omp_out.large += omp_in.large)
#pragma omp declare reduction(least : long : omp_out = omp_in < omp_out ? omp_in : omp_out) initializer(omp_priv = omp_orig)

static int member_seen[256];
static long row[64];

int main(void)
{
    span_t sp, marks;
    split_t sl = { 1, 2 };
    long least = 123456789;
    long i;
    span_init(&sp);
    span_init(&marks);
#pragma omp parallel private(i)
    {
        member_seen[omp_get_thread_num() & 255] = 1;
#pragma omp for schedule(dynamic, 1000) reduction(span : sp) reduction(least : least)
        for (i = 0; i < N; i++) {
            long v = (i * 7919) % 1000003;
            sp.n++;
            if (v % 97 == 5) {
                if (i < sp.lo) sp.lo = i;
                if (i > sp.hi) sp.hi = i;
            }
            if (v + 11 < least) least = v + 11;
        }
#pragma omp barrier
#pragma omp for reduction(split : sl) nowait
        for (i = 0; i < 2000; i++) {
            long k, s = 0;
#pragma omp parallel for reduction(+ : s)
            for (k = 0; k < 64; k++) s += (i + k) % 5;
            if (s < 128) sl.small++;
            else sl.large++;
        }
    }
#pragma omp parallel reduction(span : marks)
    {
        marks.n += 0;
        if (7 < marks.lo) marks.lo = 7;
        if (42 > marks.hi) marks.hi = 42;
    }
    for (i = 0; i < 64; i++) row[i] = i;
    printf("span n=%ld lo=%ld hi=%ld least=%ld\n", sp.n, sp.lo, sp.hi, least);
    printf("split small=%ld large=%ld marks=%ld..%ld n=%ld seen0=%d\n", sl.small, sl.large, marks.lo, marks.hi,
           marks.n, member_seen[0]);
    return 0;
}
