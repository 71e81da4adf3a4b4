// omp critical in C++ around a container update.
// EXPECT-OUTPUT: 200
#include <cstdio>
#include <vector>
int main() {
  std::vector<int> out;
#pragma omp parallel for
  for (int i = 0; i < 200; i++) {
#pragma omp critical
    out.push_back(i);
  }
  std::printf("%zu\n", out.size());
}
