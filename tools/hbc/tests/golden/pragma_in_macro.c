// Class 5: OpenMP written as _Pragma, directly or through macros that expand to the _Pragma
// alone, is translated like #pragma omp.
// EXPECT-TRANSLATION: HB_PARALLEL_REDUCE
// EXPECT-OUTPUT: 499500 999000 1000
#include <stdio.h>
#define PRAGMA(x) _Pragma(#x)
#define PARALLEL_FOR PRAGMA(omp parallel for)
#define OMP(directive) PRAGMA(omp directive)
int main(void) {
  static long a[1000];
  long s = 0, t = 0;
  int n = 0;
  PARALLEL_FOR
  for (int i = 0; i < 1000; i++) a[i] = i;
  OMP(parallel for reduction(+:s))
  for (int i = 0; i < 1000; i++) s += a[i];
  _Pragma("omp parallel for reduction(+:t)")
  for (int i = 0; i < 1000; i++) t += 2 * a[i];
  OMP(parallel for)
  for (int i = 0; i < 1000; i++) {
    OMP(atomic)
    n++;
  }
  printf("%ld %ld %d\n", s, t, n);
  return 0;
}
