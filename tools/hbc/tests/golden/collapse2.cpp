// collapse(2) in C++: flattened into one range lambda, with a reduction.
// EXPECT-TRANSLATION: hbc_rt::reduce_range(
// EXPECT-OUTPUT: 2720
#include <cstdio>
int main() {
  long s = 0;
#pragma omp parallel for collapse(2) reduction(+:s)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 16; j++) s += (i * j) % 5 + 7;
  std::printf("%ld\n", s);
}
