// C++ half of a mixed C/C++ program.
#include <cstdio>
#include <vector>
extern "C" long c_sum(const int *a, int n);
int main() {
  std::vector<int> a(10000);
#pragma omp parallel for
  for (int i = 0; i < 10000; i++) a[i] = i % 100;
  std::printf("%ld\n", c_sum(a.data(), (int)a.size()));
}
