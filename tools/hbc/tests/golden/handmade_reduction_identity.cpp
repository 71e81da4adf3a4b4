// The hand-made reduction idiom whose partial still holds its initial value (the identity)
// when the loop starts: the loop's result replaces it. The region calls function objects
// its caller passed; in a template every instantiation is read (template_copies.cpp), and
// no lambda passed here asks omp_get_level, so the region does not raise the level counter
// (template_callback_asks_level.cpp has one that does).
// EXPECT-TRANSLATION: hbc_rt::reduce_range_from_identity(
// EXPECT-OUTPUT: 4950 4950 10
#include <cstdio>
#include <utility>
#include <vector>
template <class T, class Op, class F> T reduce(int lo, int hi, T id, Op op, F f) {
  T result = id;
#pragma omp parallel
  {
    T local = id;
#pragma omp for nowait
    for (int i = lo; i < hi; ++i) local = op(std::move(local), f(i));
#pragma omp critical(red)
    result = op(std::move(result), std::move(local));
  }
  return result;
}
struct V {
  std::vector<long> v;
};
int main() {
  long s = reduce(0, 100, 0L, [](long a, long b) { return a + b; }, [](int i) { return (long)i; });
  V w = reduce(0, 100, V{}, [](V a, V b) { a.v.insert(a.v.end(), b.v.begin(), b.v.end()); return a; },
               [](int i) { return V{{(long)i}}; });
  long t = 0;
  for (long x : w.v) t += x;
  int sum = 0;
#pragma omp parallel
  {
    int part = 0;
#pragma omp for
    for (int i = 0; i < 5; ++i) part += i;
#pragma omp critical
    sum += part;
  }
  std::printf("%ld %ld %d\n", s, t, sum);
}
