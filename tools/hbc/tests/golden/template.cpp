// A pragma inside a function template, instantiated twice.
// EXPECT-OUTPUT: 1000 500
#include <cstdio>
#include <vector>
template <class T> T sum(const std::vector<T> &v) {
  T s = T();
#pragma omp parallel for reduction(+:s)
  for (long i = 0; i < (long)v.size(); i++) s += v[i];
  return s;
}
int main() {
  std::vector<int> a(1000, 1);
  std::vector<double> b(1000, 0.5);
  std::printf("%d %g\n", sum(a), sum(b));
}
