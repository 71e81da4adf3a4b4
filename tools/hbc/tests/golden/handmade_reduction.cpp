// The hand-made reduction idiom in a C++ template with a user-supplied operator.
// EXPECT-TRANSLATION: hbc_rt::reduce_range
// EXPECT-OUTPUT: 4950
#include <cstdio>
#include <string>
#include <utility>
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
int main() {
  long s = reduce(0, 100, 0L, [](long a, long b) { return a + b; }, [](int i) { return (long)i; });
  std::printf("%ld\n", s);
}
