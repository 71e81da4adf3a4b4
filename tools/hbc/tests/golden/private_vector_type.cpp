// A private copy of an SSE vector (__m128d is declared __may_alias__) is declared as
// decltype(v), not through a template argument, which drops the attribute: g++ warned
// -Wignored-attributes by default and a -Werror build failed (mdtraj's center_sse.h,
// helper-85).
// FLAGS: -Wall -Werror
// EXPECT-TRANSLATION: decltype(acc) acc;
// EXPECT-OUTPUT: sum=999000.0
#include <emmintrin.h>
#include <cstdio>
int main() {
  const int n = 1000;
  static double a[n], out[n];
  for (int k = 0; k < n; k++) a[k] = k * 0.5;
  __m128d acc;
  double pair[2];
  int k;
#pragma omp parallel for private(acc, pair)
  for (k = 0; k < n; k++) {
    acc = _mm_set1_pd(a[k]);
    acc = _mm_add_pd(acc, acc);
    _mm_storeu_pd(pair, acc);
    out[k] = pair[0] + pair[1];
  }
  double s = 0;
  for (k = 0; k < n; k++) s += out[k];
  std::printf("sum=%.1f\n", s);
  return 0;
}
