// lastprivate copies the value of the last iteration out; a loop counter declared before the
// loop gets its sequential final value when lastprivate names it (else it keeps its value).
// EXPECT-OUTPUT: 9801 100
#include <stdio.h>
int main(void) {
  int i, sq = -1;
#pragma omp parallel for lastprivate(sq, i)
  for (i = 0; i < 100; i++) sq = i * i;
  printf("%d %d\n", sq, i);
  return 0;
}
