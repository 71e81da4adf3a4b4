// A pointer broadcast by `single copyprivate` but also set by each thread elsewhere may
// designate per-thread storage: still rejected.
// EXPECT-ERROR: pointer 'buf' is private to the enclosing parallel region and the worksharing loop writes through it
// EXPECT-ERROR-LINE: 16
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  long total = 0;
#pragma omp parallel
  {
    long *buf;
#pragma omp single copyprivate(buf)
    buf = malloc(100 * sizeof(long));
    buf = malloc(100 * sizeof(long));
#pragma omp for
    for (int i = 0; i < 100; i++) buf[i] = i % 7;
    total += buf[3];
  }
  printf("%ld\n", total);
  return 0;
}
