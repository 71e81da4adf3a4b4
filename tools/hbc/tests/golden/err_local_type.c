// C: an outlined loop body is placed before its function, where a type declared inside the
// function is out of scope; hbc says so instead of emitting code that does not compile.
// EXPECT-ERROR: type 'real' is declared inside a function and used in a parallel loop body
// EXPECT-ERROR-LINE: 12
#include <stdio.h>
int main(void) {
  typedef double real;
  enum { K = 3 };  /* enumerators alone are fine */
  real a[100];
  double s = 0;
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < 100; i++) { a[i] = i * K; s += a[i]; }
  printf("%.1f\n", s);
  return 0;
}
