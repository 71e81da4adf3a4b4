// Array reductions in C++: a whole array (its private copy keeps the array type, so
// sizeof and range-for work on it), a section of a std::vector's data through a pointer
// with a run-time length, and the operators *, &, min.
// EXPECT-TRANSLATION: hbc_rt::array_red
// EXPECT-OUTPUT: bits 15 15 7
// EXPECT-OUTPUT: lo 0 1 2 3
// EXPECT-OUTPUT: prod 1.2214
#include <cstdio>
#include <vector>
int main(int argc, char **) {
  unsigned bits[3] = {0xFFu, 0x0Fu, 0x07u};
  std::vector<int> v(4 + argc, 1000);
  double prod[2] = {1.0, 2.0};
  int *lo = v.data();
  const int n = 3 + argc;  // 4: a run-time length
#pragma omp parallel for reduction(&:bits) reduction(min:lo[0:n]) reduction(*:prod)
  for (int i = 0; i < 2000; i++) {
    for (unsigned &b : bits) b &= ~(1u << (i % 8)) | (i < 1996 ? 0xFFu : 0u) | (sizeof bits == 12 ? 0u : 0xFFu);
    if (i % 1000 < lo[i % n]) lo[i % n] = i % 1000;
    prod[i % 2] *= 1.0001;
  }
  std::printf("bits %u %u %u\n", bits[0], bits[1], bits[2]);
  std::printf("lo %d %d %d %d\n", v[0], v[1], v[2], v[3]);
  std::printf("prod %.4f\n", prod[0] * prod[1] / 2.0);
  return 0;
}
