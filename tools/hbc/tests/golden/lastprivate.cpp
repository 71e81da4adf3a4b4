// lastprivate in C++.
// EXPECT-OUTPUT: 9801
#include <cstdio>
int main() {
  int sq = -1;
#pragma omp parallel for lastprivate(sq)
  for (int i = 0; i < 100; i++) sq = i * i;
  std::printf("%d\n", sq);
}
