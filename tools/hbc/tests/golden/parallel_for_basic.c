// A plain parallel for over an int index.
// EXPECT-TRANSLATION: HB_PARALLEL_FOR(
// EXPECT-NO-TRANSLATION: #pragma omp
// EXPECT-OUTPUT: 332833500
#include <stdio.h>
int main(void) {
  static long a[1000];
  long s = 0;
  int i;
#pragma omp parallel for
  for (i = 0; i < 1000; i++) a[i] = (long)i * i;
  for (i = 0; i < 1000; i++) s += a[i];
  printf("%ld\n", s);
  return 0;
}
