// reduction on the parallel region, accumulated inside its worksharing loop.
// EXPECT-OUTPUT: 499500
#include <stdio.h>
int main(void) {
  long s = 0;
  int i;
#pragma omp parallel reduction(+:s)
  {
#pragma omp for
    for (i = 0; i < 1000; i++) s += i;
  }
  printf("%ld\n", s);
  return 0;
}
