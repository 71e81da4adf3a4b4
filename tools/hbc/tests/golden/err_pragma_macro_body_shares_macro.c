// Class 5: a pragma-only macro whose loop body ends inside another macro that holds more
// code (here the body is `a[i] = i` and `b[i] = i` follows it, outside the loop): the loop's
// end has no place in the file, so hbc refuses. A body that ends with a whole macro of its
// own (INT_MAX) is translated (probe s23g_pragma_macro_body_ends_in_macro.c).
// EXPECT-ERROR: OpenMP directive 'parallel for' written inside a macro together with other code
#include <stdio.h>
#define PF _Pragma("omp parallel for")
#define BOTH a[i] = i; b[i] = i
static int a[100], b[100];
int main(void) {
  int i = 99;
  PF for (int i = 0; i < 100; i++) BOTH;
  printf("%d %d\n", a[99], b[i]);
  return 0;
}
