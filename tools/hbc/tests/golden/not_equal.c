// A != condition with step 1 and a long long induction variable with step 3.
// EXPECT-OUTPUT: 4950 1683 306
#include <stdio.h>
int main(void) {
  long s = 0, t = 0;
  long long k;
  int i;
#pragma omp parallel for reduction(+:s)
  for (i = 0; i != 100; ++i) s += i;
#pragma omp parallel for reduction(+:t) lastprivate(k)
  for (k = 0; k < 100; k += 3) t += k;
  printf("%ld %ld %lld\n", s, t, k * 3);
  return 0;
}
