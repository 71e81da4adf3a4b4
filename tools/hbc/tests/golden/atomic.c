// omp atomic: update, read, write and capture forms, integer and floating point.
// EXPECT-TRANSLATION: __atomic_compare_exchange
// EXPECT-OUTPUT: 4950 24.75 100 1
#include <stdio.h>
int main(void) {
  long c = 0; double d = 0; int n = 0, i, last = 0, seen = 0;
#pragma omp parallel for
  for (i = 0; i < 100; i++) {
    int v;
#pragma omp atomic
    c += i;
#pragma omp atomic update
    d = d + 0.005 * i;
#pragma omp atomic capture
    v = n++;
#pragma omp atomic read
    last = n;
    if (v == 99) {
#pragma omp atomic write
      seen = 1;
    }
  }
  printf("%ld %g %d %d\n", c, d, n, seen + 0 * last);
  return 0;
}
