// A user-defined reduction on a loop run in place (ordered) would be updated in place from
// the original value, without its initializer: refused.
// EXPECT-ERROR: user-defined reduction 'mul' on 'parallel for' is supported only on a worksharing loop run as a heartbeat loop
// EXPECT-ERROR-LINE: 9
#include <stdio.h>
#pragma omp declare reduction(mul : long : omp_out *= omp_in) initializer(omp_priv = 1)
int main(void) {
  long p = 1;
#pragma omp parallel for ordered reduction(mul : p)
  for (int i = 1; i < 10; i++) {
#pragma omp ordered
    p *= i;
  }
  printf("%ld\n", p);
  return 0;
}
