// Three levels of nested parallel for in C++ with an inner reduction.
// EXPECT-OUTPUT: 72000
#include <cstdio>
int main() {
  long total = 0;
#pragma omp parallel for reduction(+:total)
  for (int i = 0; i < 20; i++) {
#pragma omp parallel for reduction(+:total)
    for (int j = 0; j < 30; j++) {
      long t = 0;
#pragma omp parallel for reduction(+:t)
      for (int k = 0; k < 40; k++) t += 3;
      total += t;
    }
  }
  std::printf("%ld\n", total);
}
