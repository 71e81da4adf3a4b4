// Class 1: a region-private pointer set by a call (each OpenMP thread gets its own buffer)
// and written through by a worksharing loop: one buffer shared by all workers would be
// wrong, so the region runs in team mode, where `buf` is each member's own.
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1
// EXPECT-OUTPUT: 297
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
