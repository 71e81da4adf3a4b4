// A conditional group that an outlined loop body cuts through (loop headers chosen by the
// preprocessor, as NPB3.0 LU's jacu does): flattened to the branch the parse took, so the
// outlined body carries no `#else`/`#endif` without its `#if`.
// EXPECT-OUTPUT: s=1794.000
#include <stdio.h>
static double a[10][10];
int main(void) {
  int i, j;
  double s = 0;
#pragma omp parallel for private(j)
#if defined(_OPENMP)
  for (i = 9; i >= 0; i--) {
    for (j = 9; j >= 0; j--) {
#else
  for (i = 0; i < 10; i++) {
    for (j = 0; j < 10; j++) {
#endif
      a[i][j] = (i * 3 + j) * 0.5;
    }
  }
  for (i = 0; i < 10; i++)
    for (j = 0; j < 10; j++) s += a[i][j] * (1 + (i + j) % 3);
  printf("s=%.3f\n", s);
  return 0;
}
