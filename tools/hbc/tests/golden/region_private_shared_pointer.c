// Class 1 audit: a region-private pointer that every thread sets to the same shared row (no
// call, no region-private storage in its initialiser, never reassigned) stays shared:
// writes through it go where OpenMP's would.
// EXPECT-OUTPUT: 4950
#include <stdio.h>
static double A[4][100];
int main(void) {
  int k = 2;
#pragma omp parallel
  {
    double *row = A[k];
#pragma omp for
    for (int i = 0; i < 100; i++) row[i] = i;
  }
  double s = 0;
  for (int i = 0; i < 100; i++) s += A[2][i];
  printf("%g\n", s);
  return 0;
}
