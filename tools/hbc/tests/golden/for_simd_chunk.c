// parallel for simd: with a built-in scalar reduction, each range's chunk loop gets the simd
// (gcc vectorises it as libgomp's build does each thread's share): a 64-bit counter computed
// from __hb_k, an int counter of step 1 counted in its own type over pieces. With an int
// counter of another step, or a lastprivate item, the simd is dropped (the loop is a
// heartbeat loop as before). The sums are exact in float.
// EXPECT-TRANSLATION: #pragma omp simd safelen(8) reduction(+ : s)
// EXPECT-TRANSLATION: for (__hb_k = __hb_lo; __hb_k < __hb_hi; ++__hb_k) {
// EXPECT-TRANSLATION: #pragma omp simd reduction(+ : t)
// EXPECT-TRANSLATION: for (__hb_j = 0; __hb_j < (int)__hb_m; ++__hb_j) {
// EXPECT-NO-TRANSLATION: #pragma omp simd reduction(+ : u)
// EXPECT-NO-TRANSLATION: #pragma omp simd reduction(max : m)
// EXPECT-OUTPUT: s=60000 t=60000 u=20000 m=3 last=19999
#include <stdio.h>
int main(void) {
  static float a[20000], b[20000];
  for (int i = 0; i < 20000; i++) { a[i] = (float)(i % 4); b[i] = 2.0f; }
  float s = 0, t = 0, u = 0, m = -1;
  long last = -1;
#pragma omp parallel for simd reduction(+ : s) safelen(8) schedule(static)
  for (long i = 0; i < 20000; i++) s += a[i] * b[i];
#pragma omp parallel for simd reduction(+ : t)
  for (int i = 0; i < 20000; i++) t += a[i] * b[i];
#pragma omp parallel for simd reduction(+ : u)
  for (int i = 0; i < 20000; i += 2) u += a[i] * b[i];
#pragma omp parallel for simd reduction(max : m) lastprivate(last)
  for (long i = 0; i < 20000; i++) { if (a[i] > m) m = a[i]; last = i; }
  printf("s=%.0f t=%.0f u=%.0f m=%.0f last=%ld\n", s, t, u, m, last);
  return 0;
}
