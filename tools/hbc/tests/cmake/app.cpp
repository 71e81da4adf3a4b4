#include <cstdio>
#include <vector>
extern "C" long kern_sum(const int *a, int n);
int main() {
  std::vector<int> v(5000);
#pragma omp parallel for
  for (int i = 0; i < 5000; i++) v[i] = i % 7;
  std::printf("%ld\n", kern_sum(v.data(), (int)v.size()));
}
