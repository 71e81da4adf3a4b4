// An unsigned induction variable counting down with >, and a size_t loop with <=.
// EXPECT-OUTPUT: 500500 5050 0
#include <stdio.h>
#include <stddef.h>
int main(void) {
  static unsigned a[1001];
  unsigned u;
  size_t z;
  long s = 0, t = 0;
#pragma omp parallel for
  for (u = 1000; u > 0; u--) a[u] = u;
#pragma omp parallel for reduction(+:t)
  for (z = 1; z <= 100; z++) t += (long)z;
  for (u = 0; u <= 1000; u++) s += a[u];
  printf("%ld %ld %u\n", s, t, u - 1001);
  return 0;
}
