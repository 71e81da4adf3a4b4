// Generated C++ code works with -std=c++11: loops, reductions, lastprivate, atomics.
// FLAGS: -std=c++11
// EXPECT-OUTPUT: 4950 99 7
#include <cstdio>
#include <vector>
int main() {
  std::vector<int> v(100);
  long s = 0;
  int last = -1, cnt = 0;
#pragma omp parallel for reduction(+:s) lastprivate(last)
  for (size_t i = 0; i < v.size(); ++i) { s += (long)i; last = (int)i; }
#pragma omp parallel for
  for (int i = 0; i < 7; i++) {
#pragma omp atomic
    cnt++;
  }
  std::printf("%ld %d %d\n", s, last, cnt);
}
