// reduction(||:s) on a int; compared with the sequential result.
// EXPECT-TRANSLATION: hbc_rt::reduce_range(
// EXPECT-OUTPUT: 1
#include <stdio.h>
int main(void) {
  static long v[1000];
  int s = 0;
  int i;
  for (i = 0; i < 1000; i++) v[i] = (i * 37) % 1000;
#pragma omp parallel for reduction(||:s)
  for (i = 0; i < 1000; i++) { s = s || v[i] > 990; }
  printf("%ld\n", (long)s);
  return 0;
}
