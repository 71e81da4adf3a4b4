// A standalone simd stays for gcc to vectorise where nothing hbc does renames what its
// clauses name: here outside every construct (a float dot product's reduction). Inside a C
// parallel region, whose outlined code reaches shared variables through pointers, and with
// a private item (hbc makes the copy), the pragma is dropped.
// EXPECT-TRANSLATION: #pragma omp simd reduction(+ : s) safelen(16)
// EXPECT-NO-TRANSLATION: #pragma omp simd reduction(+ : part)
// EXPECT-NO-TRANSLATION: #pragma omp simd private(t)
// EXPECT-OUTPUT: dot=3000 part=499500 sq=328350
#include <stdio.h>
static float dot(const float *a, const float *b, int n) {
  float s = 0;
#pragma omp simd reduction(+ : s) safelen(16)
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}
int main(void) {
  static float a[1000], b[1000];
  for (int i = 0; i < 1000; i++) { a[i] = (float)(i % 4); b[i] = 2.0f; }
  long part = 0, sq = 0;
#pragma omp parallel shared(part)
  {
#pragma omp single
    {
#pragma omp simd reduction(+ : part)
      for (int i = 0; i < 1000; i++) part += i;
    }
  }
  int t;
#pragma omp simd private(t) reduction(+ : sq)
  for (int i = 0; i < 100; i++) { t = i * i; sq += t; }
  printf("dot=%.0f part=%ld sq=%ld\n", dot(a, b, 1000), part, sq);
  return 0;
}
