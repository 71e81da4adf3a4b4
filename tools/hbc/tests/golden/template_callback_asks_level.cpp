// A region in a function template is judged on each instantiation (template_copies.cpp):
// one of the lambdas passed asks omp_get_level, so the region, translated once for all of
// them, raises the level counter, and the callback inside answers 1.
// EXPECT-TRANSLATION: hbc_region_enter(
// EXPECT-OUTPUT: 4950 100
#include <cstdio>
#include <omp.h>
template <class F> long apply(int n, F f) {
  long total = 0;
#pragma omp parallel
  {
    long local = 0;
#pragma omp for nowait
    for (int i = 0; i < n; ++i) local += f(i);
#pragma omp critical(acc)
    total += local;
  }
  return total;
}
int main() {
  long s = apply(100, [](int i) { return (long)i; });
  long levels = apply(100, [](int) { return (long)omp_get_level(); });
  std::printf("%ld %ld\n", s, levels);
}
