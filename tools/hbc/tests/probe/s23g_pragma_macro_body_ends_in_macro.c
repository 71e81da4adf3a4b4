// A macro that expands to the _Pragma alone (Ligra/PBBS `parallel_for` style, here without
// the `for`), on a loop whose unbraced body ends in an object-like macro (INT_MAX, a
// #define'd constant). hbc refused it as "written inside a macro together with other code"
// until session 25, though the same loop under `#pragma omp parallel for`, with a braced
// body, or with a body ending in a literal was translated. (Ligra IO.h: `{parallel_for(intT
// i=0;i<n;i++) tOffsets[i] = INT_T_MAX;}`.) A body that ends inside a macro holding more
// code is still refused (golden err_pragma_macro_body_shares_macro.c).
#include <stdio.h>
#include <limits.h>
#define PF _Pragma("omp parallel for")
#define FILL 7
static int a[1000], b[1000];
int main(void) {
  PF for (int i = 0; i < 1000; i++) a[i] = INT_MAX;
  PF for (int i = 0; i < 1000; i++) b[i] = i + FILL;
  long s = 0;
  for (int i = 0; i < 1000; i++) s += a[i] % 1000 + b[i];
  printf("%ld\n", s);
  return 0;
}
