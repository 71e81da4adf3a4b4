// Function objects that a loop only calls, and that cannot change once built (a lambda with
// a const call operator, an empty class whose call operators are const; trivially copyable,
// at most 128 bytes), are captured by copy. A mutable lambda, one whose address the loop
// takes, a larger one, and a template parameter that some instantiation makes a function
// pointer stay captured by reference. Either way the program means the same.
// EXPECT-OUTPUT: 999000 500 1 190 45 4950
// EXPECT-TRANSLATION: __hb_body_1 = [&, f]
// EXPECT-TRANSLATION: __hb_body_3 = [&, op, f]
// EXPECT-TRANSLATION: __hb_body_2 = [&]
// EXPECT-TRANSLATION: __hb_body_4 = [&]
// EXPECT-TRANSLATION: __hb_body_5 = [&]
#include <atomic>
#include <cstdio>
#include <vector>
template <class F> void apply(long n, F &&f) {
#pragma omp parallel for
  for (long i = 0; i < n; ++i) f(i);
}
template <class F> void apply_any(long n, F f) {
#pragma omp parallel for
  for (long i = 0; i < n; ++i) f(i);
}
struct Add {
  template <class T> T operator()(T a, T b) const { return a + b; }
};
template <class F, class Op> long fold(long n, F f, Op op) {
  long s = 0;
#pragma omp parallel for reduction(+ : s)
  for (long i = 0; i < n; ++i) s = op(s, f(i));
  return s;
}
static std::atomic<long> calls{0};
static void count_call(long) { calls.fetch_add(1); }
int main() {
  std::vector<long> out(1000);
  long *o = out.data();
  apply(1000, [o](long i) { o[i] = 2 * i; });
  std::atomic<long> hits{0};
  auto count = [&hits](long) { hits.fetch_add(1); };  // const call operator: the copy shares hits
  apply(500, count);
  auto g = [o](long i) { o[i] += 0; };
  std::atomic<const void *> addr{nullptr};
#pragma omp parallel for
  for (long i = 0; i < 10; ++i) {
    g(i);
    if (i == 0) addr = &g;  // the address is the original's
  }
  long big[20];
  for (int k = 0; k < 20; ++k) big[k] = k;
  auto h = [big](long i) { return big[i % 20]; };
  long hs = 0;
#pragma omp parallel for reduction(+ : hs)
  for (long i = 0; i < 20; ++i) hs += h(i);
  apply_any(5, [](long) { calls.fetch_add(1); });
  apply_any(40, count_call);
  long s = 0;
  for (long v : out) s += v;
  std::printf("%ld %ld %d %ld %ld %ld\n", s, hits.load(), addr.load() == (const void *)&g, hs,
              calls.load(), fold(100, [](long i) { return i; }, Add{}));
}
