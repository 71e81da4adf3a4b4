// parallel for simd is a parallel for whose ranges' chunk loops keep the simd (an int
// counter of step 1, since session 43: golden for_simd_chunk.c); a standalone simd outside
// every construct stays for the compiler (golden simd_kept.c). (The file's name is from
// before session 43, when both were dropped.)
// EXPECT-NO-TRANSLATION: #pragma omp parallel
// EXPECT-NO-TRANSLATION: for simd
// EXPECT-TRANSLATION: #pragma omp simd
// EXPECT-OUTPUT: 300
#include <stdio.h>
int main(void) {
  static int a[100];
  int i;
  long s = 0;
#pragma omp simd
  for (i = 0; i < 100; i++) a[i] = 1;
#pragma omp parallel for simd schedule(static) num_threads(4) if(1)
  for (i = 0; i < 100; i++) a[i] += 2;
  for (i = 0; i < 100; i++) s += a[i];
  printf("%ld\n", s);
  return 0;
}
