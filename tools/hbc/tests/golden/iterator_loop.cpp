// A random-access iterator loop with !=.
// EXPECT-OUTPUT: 3000
#include <cstdio>
#include <vector>
int main() {
  std::vector<int> v(1000, 1);
#pragma omp parallel for
  for (std::vector<int>::iterator it = v.begin(); it != v.end(); ++it) *it *= 3;
  long s = 0;
  for (int x : v) s += x;
  std::printf("%ld\n", s);
}
