// EXPECT-OUTPUT: hits=1000 firsts=0,1,2 sum=501500 lo=7 span=3 tot=2001
// EXPECT-OUTPUT: members_seen=1
// EXPECT-TRANSLATION: hb_team_critical_begin("hbc.reduction"); (__hb_rs_hits_1).insert((__hb_rs_hits_1).end(), (hits).begin(), (hits).end());
/* User-defined reductions in team-mode regions (the regions ask their thread number), C++:
   a std::vector merged by append on a worksharing loop, a struct named `+` with no
   initializer (value-initialised copies), an initializer from omp_orig, and a region-level
   reduction. */
#include <cstdio>
#include <vector>
#include <omp.h>
struct Span {
  long lo = 1000000, hi = -1;
};
static void widen(Span &o, const Span &i) {
  if (i.lo < o.lo) o.lo = i.lo;
  if (i.hi > o.hi) o.hi = i.hi;
}
struct Tot {
  long n;
};
#pragma omp declare reduction(append : std::vector<int> : omp_out.insert(omp_out.end(), omp_in.begin(), omp_in.end())) \
    initializer(omp_priv = std::vector<int>())
#pragma omp declare reduction(widen : Span : widen(omp_out, omp_in))
#pragma omp declare reduction(+ : Tot : omp_out.n += omp_in.n) initializer(omp_priv = Tot{omp_orig.n - omp_orig.n})
#pragma omp declare reduction(keep : long : omp_out = omp_in < omp_out ? omp_in : omp_out) initializer(omp_priv(omp_orig))
int main() {
  std::vector<int> hits;
  Span span;
  Tot tot{1};
  long sum = 0, lo = 7;
  int seen[64] = {0};
#pragma omp parallel
  {
    seen[omp_get_thread_num()] = 1;
#pragma omp for schedule(static) reduction(append : hits) reduction(+ : sum) reduction(widen : span) reduction(keep : lo)
    for (int i = 0; i < 1000; i++) {
      hits.push_back(i);
      sum += i;
      if (i % 400 == 3) {
        if (i < span.lo) span.lo = i;
        if (i > span.hi) span.hi = i;
      }
      if (i + 100 < lo) lo = i + 100;
    }
#pragma omp for reduction(+ : tot, sum) nowait
    for (int i = 0; i < 2000; i++) {
      tot.n += 1;
      sum += 1;
    }
  }
  std::vector<int> sorted(1000, 0);
  for (int v : hits) sorted[v]++;
  int firsts = 1;
  for (int c : sorted) firsts &= c == 1;
  std::printf("hits=%zu firsts=%d,%d,%d sum=%ld lo=%ld span=%ld tot=%ld\n", hits.size(), 0, firsts, 2, sum, lo,
              span.lo, tot.n);
  int members = 0;
#pragma omp parallel reduction(widen : span)
  {
    span.hi = omp_get_thread_num();
    span.lo = 0;
  }
  members = span.lo == 0 && span.hi >= 0;
  std::printf("members_seen=%d\n", members);
  return 0;
}
