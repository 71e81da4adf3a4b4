// A range-based for loop (OpenMP 5.0) over a random-access range, with a reduction.
// EXPECT-OUTPUT: 300 9
#include <cstdio>
#include <vector>
int main() {
  std::vector<int> v(100, 2);
  long s = 0;
#pragma omp parallel for reduction(+:s)
  for (auto &x : v) { x += 1; s += x; }
  int arr[3] = {1, 2, 3}, t = 0;
#pragma omp parallel for reduction(max:t)
  for (int a : arr) if (a * 3 > t) t = a * 3;
  std::printf("%ld %d\n", s, t);
}
