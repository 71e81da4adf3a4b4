// declare reduction in C++: a class with operator+= and a default-constructed copy, a
// reduction named `+` on a class type, a std::vector append (sorted after: the combination
// order is unspecified), and a direct-initialised copy (omp_priv(...)); on a `parallel for`
// and on a `for` in a region. The originals' values are combined into the results.
// EXPECT-NO-TRANSLATION: declare reduction
// EXPECT-OUTPUT: v=4501.0,2500.0 cnt=1010 big=10,990,900 mx=999
#include <algorithm>
#include <cstdio>
#include <vector>
struct V2 {
  double x = 0, y = 0;
  V2 &operator+=(const V2 &o) { x += o.x; y += o.y; return *this; }
};
struct Cnt { long n; };
static Cnt operator+(Cnt a, Cnt b) { return Cnt{a.n + b.n}; }
struct Mx { int v; explicit Mx(int x) : v(x) {} };
#pragma omp declare reduction(vadd : V2 : omp_out += omp_in) initializer(omp_priv = V2())
#pragma omp declare reduction(+ : Cnt : omp_out = omp_out + omp_in) initializer(omp_priv = Cnt{0})
#pragma omp declare reduction(cat : std::vector<int> : omp_out.insert(omp_out.end(), omp_in.begin(), omp_in.end()))
#pragma omp declare reduction(mx : Mx : omp_out.v = omp_in.v > omp_out.v ? omp_in.v : omp_out.v) initializer(omp_priv(-1000))
int main() {
  V2 v;
  v.x = 1.0;
  Cnt c{10};
  std::vector<int> big;
  Mx m(-5);
#pragma omp parallel for reduction(vadd : v) reduction(+ : c) reduction(cat : big)
  for (int i = 0; i < 1000; ++i) {
    V2 d;
    d.x = (i % 10) * 1.0;
    d.y = (i % 2) * 5.0;
    v += d;
    c = c + Cnt{1};
    if (i % 100 == 90) big.push_back(i);
  }
#pragma omp parallel
  {
#pragma omp for reduction(mx : m)
    for (int i = 0; i < 1000; ++i) m.v = (i * 7) % 1000 > m.v ? (i * 7) % 1000 : m.v;
  }
  std::sort(big.begin(), big.end());
  std::printf("v=%.1f,%.1f cnt=%ld big=%zu,%d,%d mx=%d\n", v.x, v.y, c.n, big.size(), big.back(), big.size() > 9 ? big[9] - big[0] : 0, m.v);
  return 0;
}
