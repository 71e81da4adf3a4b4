// A loop with an `inscan` reduction runs in place, on the encountering thread, in iteration
// order, on the original item: its `scan` values then include the item's value before the
// loop, as gcc's do (an inclusive and an exclusive scan from x = 100; the sequential
// program prints the same). The `scan` directive itself is dropped.
// EXPECT-OUTPUT: 101 103 106 110 | 100 101 103 106 | x=110 y=110
// EXPECT-NO-TRANSLATION: #pragma omp scan
#include <stdio.h>
int main(void) {
  int a[4] = {1, 2, 3, 4}, b[4], c[4];
  int x = 100, y = 100;
#pragma omp parallel for reduction(inscan, +: x)
  for (int i = 0; i < 4; i++) {
    x += a[i];
#pragma omp scan inclusive(x)
    b[i] = x;
  }
#pragma omp parallel
  {
#pragma omp for reduction(inscan, +: y)
    for (int i = 0; i < 4; i++) {
      c[i] = y;
#pragma omp scan exclusive(y)
      y += a[i];
    }
  }
  printf("%d %d %d %d | %d %d %d %d | x=%d y=%d\n", b[0], b[1], b[2], b[3], c[0], c[1], c[2], c[3], x, y);
  return 0;
}
