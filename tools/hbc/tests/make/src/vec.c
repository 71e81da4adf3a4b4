#include <math.h>
#include "vec.h"
double vnorm2(const double *v, int n) {
  double s = 0;
  int i;
#pragma omp parallel for reduction(+:s)
  for (i = 0; i < n; i++) s += v[i] * v[i];
  return sqrt(s);
}
void vscale(double *v, int n, double f) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++) v[i] *= f;
}
