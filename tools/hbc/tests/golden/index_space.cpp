// A single loop stepping by +1 over an integer type that fits in int64_t runs over its own
// indices (hbc_rt gets [lo, hi), the range restarts at `i = __hb_lo`, no lower bound is
// captured); other loops (step 2, unsigned 64-bit, collapse) run over flattened iterations
// [0, n). Both give every iteration exactly once, up to the type's limits.
// EXPECT-TRANSLATION: hbc_rt::for_range(&__hb_site_1, __hb_base_1, __hb_base_1 + __hb_tot_1,
// EXPECT-TRANSLATION: hbc_rt::reduce_range(&__hb_site_2, __hb_base_2, __hb_base_2 + __hb_tot_2,
// EXPECT-TRANSLATION: hbc_rt::reduce_range(&__hb_site_3, (int64_t)0, __hb_tot_3,
// EXPECT-TRANSLATION: hbc_rt::reduce_range(&__hb_site_4, (int64_t)0, __hb_tot_4,
// EXPECT-OUTPUT: 4950 99 -5 30 20
#include <climits>
#include <cstdio>
#include <vector>
int main() {
  std::vector<long> a(100);
  long last = -1;
#pragma omp parallel for lastprivate(last)
  for (int i = -50; i != 50; ++i) {
    a[i + 50] = i + 50;
    last = i + 50;
  }
  long s = 0;
  for (long v : a) s += v;
  long neg = 0;
#pragma omp parallel for reduction(+ : neg)
  for (long long i = LLONG_MAX - 5; i < LLONG_MAX; ++i) neg -= (i >= LLONG_MAX - 5) ? 1 : 100;
  long even = 0;
#pragma omp parallel for reduction(+ : even)
  for (int i = 0; i < 60; i += 2) even += 1;
  unsigned long long top = 0;
#pragma omp parallel for reduction(max : top)
  for (unsigned long long u = ULLONG_MAX - 20; u < ULLONG_MAX; ++u) top = u - (ULLONG_MAX - 20) + 1 > top ? u - (ULLONG_MAX - 20) + 1 : top;
  std::printf("%ld %ld %ld %ld %llu\n", s, last, neg, even, top);
}
