// Class 1: a region-private pointer set by a call (each OpenMP thread would get its own
// buffer) and written through by a worksharing loop: one buffer would be shared by all
// workers, so hbc refuses with the variable's line.
// EXPECT-ERROR: pointer 'buf' is private to the enclosing parallel region and the worksharing loop writes through it
// EXPECT-ERROR-LINE: 16
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  static double out[100];
#pragma omp parallel
  {
    double *buf = malloc(4 * sizeof(double));
#pragma omp for
    for (int i = 0; i < 100; i++) {
      for (int k = 0; k < 4; k++)
        buf[k] = i * k;
      out[i] = buf[3];
    }
    free(buf);
  }
  printf("%g\n", out[99]);
  return 0;
}
