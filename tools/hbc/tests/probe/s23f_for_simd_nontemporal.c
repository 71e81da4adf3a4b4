/* OpenMP 5.0's `nontemporal` clause (a hint: stores need not stay in cache) on a
   `parallel for simd` (also `for simd`, `taskloop simd`). gcc 12 accepts it and plain
   `simd` takes it in hbc, but the loop forms refuse it: loop_analysis.cpp's list of
   accepted clauses lacked OMPNontemporalClause ("unsupported clause 'nontemporal'"); accepted
   since session 23. */
#include <stdio.h>
int main(void) {
  static double a[1000], b[1000];
  for (int i = 0; i < 1000; i++) b[i] = i;
#pragma omp parallel for simd nontemporal(a)
  for (int i = 0; i < 1000; i++) a[i] = 2 * b[i];
  double s = 0;
  for (int i = 0; i < 1000; i++) s += a[i];
  printf("s=%g\n", s);
  return 0;
}
