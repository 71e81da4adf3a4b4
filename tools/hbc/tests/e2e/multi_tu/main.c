#include <stdio.h>
#include <stdlib.h>
#include "kernels.h"
int main(void) {
  int n = 100000, i;
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  long c = 0;
#pragma omp parallel for
  for (i = 0; i < n; i++) { x[i] = (float)(i % 10); y[i] = 1.0f; }
  saxpy(n, 2.0f, x, y);
#pragma omp parallel for reduction(+:c)
  for (i = 0; i < n; i++) c += (long)y[i];
  printf("%ld %.1f\n", c, dot(n, x, y));
  return 0;
}
