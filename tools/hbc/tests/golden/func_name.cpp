// __func__ in a loop body, a task and a user lambda keeps its source value in C++, where
// the construct becomes a lambda (whose __func__ is "operator()").
// EXPECT-OUTPUT: 50 5 10
#include <cstdio>
#include <cstring>
static long count(int n) {
  long s = 0;
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < n; i++) s += std::strlen(__func__);
  return s;
}
static void tasks(long &a, long &b) {
#pragma omp task shared(a)
  a = std::strlen(__func__);
#pragma omp task shared(b)
  b = [] { return std::strlen(__func__); }();
#pragma omp taskwait
}
int main() {
  long a = 0, b = 0;
  tasks(a, b);
  std::printf("%ld %ld %ld\n", count(10), a, b);
  return 0;
}
