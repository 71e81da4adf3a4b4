// A K&R-style definition with register variables.
// EXPECT-OUTPUT: 9900
#include <stdio.h>
long twice(a, n)
int *a; int n;
{
  register int i;
  long s = 0;
#pragma omp parallel for reduction(+:s)
  for (i = 0; i < n; i++) s += 2 * a[i];
  return s;
}
int main(void) {
  static int a[100];
  int i;
  for (i = 0; i < 100; i++) a[i] = i;
  printf("%ld\n", twice(a, 100));
  return 0;
}
