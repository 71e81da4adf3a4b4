// Class 4 (false rejection): j is private to the region; it is the inner sequential counter
// of one worksharing loop and the index of the next (NPB's comm3, LU, SP, BT).
// EXPECT-OUTPUT: 9900
#include <stdio.h>
int main(void) {
  enum { N = 100 };
  static double a[N][N], b[N];
  int i, j;
#pragma omp parallel private(i, j)
  {
#pragma omp for
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++) a[i][j] = i + j;
#pragma omp for
    for (j = 0; j < N; j++) b[j] = a[j][j];
  }
  double s = 0;
  for (i = 0; i < N; i++) s += b[i];
  printf("%g\n", s);
  return 0;
}
