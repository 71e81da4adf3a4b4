// collapse(2) in C++: nested hb::parallel_for lambdas, with a reduction.
// EXPECT-TRANSLATION: hb::parallel_reduce(
// EXPECT-OUTPUT: 2720
#include <cstdio>
int main() {
  long s = 0;
#pragma omp parallel for collapse(2) reduction(+:s)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 16; j++) s += (i * j) % 5 + 7;
  std::printf("%ld\n", s);
}
