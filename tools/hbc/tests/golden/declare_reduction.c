// declare reduction in C: a combiner calling a function with the copies' addresses and an
// initializer in call form; a struct with no initializer (zero copies); an int reduction
// named after a function with omp_priv = 1, next to a built-in `+` in the same loop. The
// original values (m.n = 100, prod = 3) are combined into the result, not used as a copy.
// EXPECT-TRANSLATION: __hb_udr_t
// EXPECT-NO-TRANSLATION: declare reduction
// EXPECT-OUTPUT: n=1100 lo=-17 hi=982 even=500 odd=500 prod=768 s=499500
#include <stdio.h>
typedef struct { long n; int lo, hi; } mm_t;
typedef struct { long even, odd; } eo_t;
static void mm_init(mm_t *m) { m->n = 0; m->lo = 1 << 30; m->hi = -(1 << 30); }
static void mm_merge(mm_t *o, const mm_t *i)
{
  o->n += i->n;
  if (i->lo < o->lo) o->lo = i->lo;
  if (i->hi > o->hi) o->hi = i->hi;
}
static long times(long a, long b) { return a * b; }
#pragma omp declare reduction(mm : mm_t : mm_merge(&omp_out, &omp_in)) initializer(mm_init(&omp_priv))
#pragma omp declare reduction(eo : eo_t : \
    omp_out.even += omp_in.even, omp_out.odd += omp_in.odd)
#pragma omp declare reduction(mul : long : omp_out = times(omp_out, omp_in)) initializer(omp_priv = 1)
int main(void) {
  mm_t m = { 100, 0, 0 };
  eo_t e = { 0, 0 };
  long prod = 3, s = 0;
#pragma omp parallel for reduction(mm : m) reduction(eo : e) reduction(mul : prod) reduction(+ : s)
  for (int i = 0; i < 1000; i++) {
    int v = (i * 37) % 1000 - 17;
    m.n++;
    if (v < m.lo) m.lo = v;
    if (v > m.hi) m.hi = v;
    if (i % 2) e.odd++; else e.even++;
    if (i % 100 == 0) prod = times(prod, i % 300 == 0 ? 4 : 1);
    s += i;
  }
  printf("n=%ld lo=%d hi=%d even=%ld odd=%ld prod=%ld s=%ld\n", m.n, m.lo, m.hi, e.even, e.odd, prod, s);
  return 0;
}
