// EXPECT-OUTPUT: n=900 lo=3 hi=899 cnt=1800 lim=2 members=1
// EXPECT-TRANSLATION: hb_team_critical_begin("hbc.reduction"); span_merge(&((*__hb_rs_sp_
/* User-defined reductions in team-mode regions (the regions ask their thread number), C: a
   struct with a call-form initializer on a worksharing loop with nowait, a struct with no
   initializer (zeroed copies), a copy-form initializer from omp_orig, and a region-level
   reduction whose members each add one. */
#include <stdio.h>
#include <omp.h>
typedef struct { long n, lo, hi; } span_t;
typedef struct { long cnt; } count_t;
static void span_init(span_t *s) { s->n = 0; s->lo = 1000000; s->hi = -1; }
static void span_merge(span_t *o, const span_t *i) {
  o->n += i->n;
  if (i->lo < o->lo) o->lo = i->lo;
  if (i->hi > o->hi) o->hi = i->hi;
}
#pragma omp declare reduction(span : span_t : span_merge(&omp_out, &omp_in)) initializer(span_init(&omp_priv))
#pragma omp declare reduction(count : count_t : omp_out.cnt += omp_in.cnt)
#pragma omp declare reduction(least : int : omp_out = omp_in < omp_out ? omp_in : omp_out) initializer(omp_priv = omp_orig)
int main(void) {
  span_t sp;
  count_t c = { 0 }, members = { 0 };
  int lim = 2, seen[64] = { 0 }, i;
  span_init(&sp);
#pragma omp parallel private(i)
  {
    seen[omp_get_thread_num()] = 1;
#pragma omp for schedule(dynamic, 7) reduction(span : sp) reduction(count : c) reduction(least : lim) nowait
    for (i = 0; i < 900; i++) {
      sp.n++;
      if (i % 4 == 3 && i < sp.lo) sp.lo = i;
      if (i % 4 == 3 && i > sp.hi) sp.hi = i;
      c.cnt += 2;
      if (i + 5 < lim) lim = i + 5;
    }
  }
#pragma omp parallel reduction(count : members)
  {
    members.cnt += omp_get_thread_num() >= 0;
  }
  printf("n=%ld lo=%ld hi=%ld cnt=%ld lim=%d members=%d\n", sp.n, sp.lo, sp.hi, c.cnt, lim,
         members.cnt >= 1 && members.cnt <= 64 && seen[0] == 1);
  return 0;
}
