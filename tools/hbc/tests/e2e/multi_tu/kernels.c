#include "kernels.h"
void saxpy(int n, float a, const float *x, float *y) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}
double dot(int n, const float *x, const float *y) {
  double s = 0;
  int i;
#pragma omp parallel for reduction(+:s)
  for (i = 0; i < n; i++) s += (double)x[i] * y[i];
  return s;
}
