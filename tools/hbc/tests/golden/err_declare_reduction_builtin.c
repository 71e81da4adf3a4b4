// Redefining a built-in reduction operator for an arithmetic type would change constructs
// that hbc runs with the built-in operator: refused at the declaration.
// EXPECT-ERROR: declare reduction: redefining the built-in reduction 'operator+' for type 'int' is not supported
// EXPECT-ERROR-LINE: 6
#include <stdio.h>
#pragma omp declare reduction(+ : int : omp_out *= omp_in) initializer(omp_priv = 1)
int main(void) {
  int p = 1;
#pragma omp parallel for reduction(+ : p)
  for (int i = 1; i < 10; i++) p *= i;
  printf("%d\n", p);
  return 0;
}
