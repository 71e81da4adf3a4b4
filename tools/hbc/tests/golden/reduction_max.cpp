// reduction(max:s) on a long; compared with the sequential result.
// EXPECT-TRANSLATION: hbc_rt::reduce_range(
// EXPECT-OUTPUT: 994
#include <stdio.h>
int main(void) {
  static long v[1000];
  long s = -1;
  int i;
  for (i = 0; i < 1000; i++) v[i] = (i * 37) % 1000;
#pragma omp parallel for reduction(max:s)
  for (i = 0; i < 1000; i++) { if (v[i] * 7 % 1001 > s) s = v[i] * 7 % 1001; }
  printf("%ld\n", (long)s);
  return 0;
}
