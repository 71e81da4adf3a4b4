// Three levels of nested parallel for.
// EXPECT-OUTPUT: 24000 6
#include <stdio.h>
int main(void) {
  static int a[20][30][40];
  int i, j, k;
  long s = 0;
#pragma omp parallel for private(j, k)
  for (i = 0; i < 20; i++)
#pragma omp parallel for private(k)
    for (j = 0; j < 30; j++)
#pragma omp parallel for
      for (k = 0; k < 40; k++) a[i][j][k] = 1 + (i + j + k) % 2 * 0;
  for (i = 0; i < 20; i++) for (j = 0; j < 30; j++) for (k = 0; k < 40; k++) s += a[i][j][k];
  printf("%ld %d\n", s, a[1][2][3] * 6);
  return 0;
}
