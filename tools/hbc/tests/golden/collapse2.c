// collapse(2) flattens two perfectly nested loops into one heartbeat loop.
// EXPECT-TRANSLATION: __hb_tot_1 = __hb_n1_1 * __hb_n2_1
// EXPECT-OUTPUT: 1332 0 13
#include <stdio.h>
int main(void) {
  static int m[39][41];
  int i, j;
  long s = 0;
#pragma omp parallel for collapse(2)
  for (i = 0; i < 39; i++)
    for (j = 3; j < 44; j += 1) m[i][j - 3] = (i * j) % 7;
  for (i = 0; i < 39; i++) for (j = 0; j < 41; j++) s += m[i][j] == 0;
  printf("%ld %d %d\n", s * 3, m[4][4], 10 + m[38][40]);
  return 0;
}
