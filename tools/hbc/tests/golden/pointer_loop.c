// A pointer induction variable.
// EXPECT-OUTPUT: 2000
#include <stdio.h>
int main(void) {
  static double a[1000];
  double *p, s = 0;
  int i;
#pragma omp parallel for
  for (p = a; p < a + 1000; p++) *p = 2.0;
  for (i = 0; i < 1000; i++) s += a[i];
  printf("%g\n", s);
  return 0;
}
