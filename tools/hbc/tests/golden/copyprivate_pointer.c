// A region-private pointer set only in `single copyprivate(buf)`: every thread receives the
// single's value, so the worksharing loop writing through it keeps the one shared buffer.
// EXPECT-OUTPUT: 2065
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  long total = 0;
#pragma omp parallel
  {
    long *buf;
#pragma omp single copyprivate(buf)
    buf = malloc(100 * sizeof(long));
#pragma omp for
    for (int i = 0; i < 100; i++) buf[i] = i % 7;
#pragma omp for reduction(+:total)
    for (int i = 0; i < 100; i++) total += buf[i] * 7;
#pragma omp single
    free(buf);
  }
  printf("%ld\n", total);
  return 0;
}
