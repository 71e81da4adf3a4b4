// reduction(&:s) on a long; compared with the sequential result.
// EXPECT-TRANSLATION: hbc_rt::reduce_range(
// EXPECT-OUTPUT: -1125899906842624
#include <stdio.h>
int main(void) {
  static long v[1000];
  long s = -1;
  int i;
  for (i = 0; i < 1000; i++) v[i] = (i * 37) % 1000;
#pragma omp parallel for reduction(&:s)
  for (i = 0; i < 1000; i++) { s &= ~(1L << (i % 50)); }
  printf("%ld\n", (long)s);
  return 0;
}
