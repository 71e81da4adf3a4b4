// private and firstprivate.
// EXPECT-OUTPUT: 5950
#include <stdio.h>
int main(void) {
  int i, tmp = 0, base = 10;
  static int a[100];
  long s = 0;
#pragma omp parallel for private(tmp) firstprivate(base)
  for (i = 0; i < 100; i++) { tmp = i + base; a[i] = tmp; }
  for (i = 0; i < 100; i++) s += a[i];
  printf("%ld\n", s + 0 * tmp);
  return 0;
}
