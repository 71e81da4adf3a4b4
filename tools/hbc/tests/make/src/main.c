#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "vec.h"
int main(void) {
  int n = 10000, i;
  double *v = malloc(sizeof(double) * n);
#pragma omp parallel for
  for (i = 0; i < n; i++) v[i] = (i % 4) * SCALE;
  vscale(v, n, 0.5);
  printf("%.3f\n", vnorm2(v, n));
  free(v);
  return 0;
}
