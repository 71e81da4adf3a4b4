// A plain parallel for in C++ becomes a range lambda run by hbc_rt::for_range.
// EXPECT-TRANSLATION: hbc_rt::for_range(
// EXPECT-NO-TRANSLATION: #pragma omp
// EXPECT-OUTPUT: 332833500
#include <cstdio>
#include <vector>
int main() {
  std::vector<long> a(1000);
#pragma omp parallel for
  for (int i = 0; i < 1000; i++) a[i] = (long)i * i;
  long s = 0;
  for (long v : a) s += v;
  std::printf("%ld\n", s);
}
