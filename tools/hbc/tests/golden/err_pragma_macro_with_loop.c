// Class 5: a macro that expands to a directive *and* its loop cannot be rewritten in the
// source; hbc says so instead of guessing.
// EXPECT-ERROR: OpenMP directive 'parallel for' written inside a macro together with other code
#include <stdio.h>
#define PFOR(i, n) _Pragma("omp parallel for") for (int i = 0; i < (n); i++)
int main(void) {
  static int a[100];
  PFOR(i, 100) a[i] = i;
  printf("%d\n", a[99]);
  return 0;
}
