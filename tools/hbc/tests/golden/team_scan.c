// In a team-mode region (its body asks the thread number) a `for` with an `inscan`
// reduction runs whole on one member, in order, on the shared item, as a `single` runs its
// block; the others wait at its end. The scan includes x's value before the loop.
// EXPECT-OUTPUT: 36 9 11 | seen=1
// EXPECT-TRANSLATION: hb_team_single_begin
// EXPECT-NO-TRANSLATION: #pragma omp scan
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
int seen[64];
int main(void) {
  int a[8] = {1, 2, 3, 4, 5, 6, 7, 8}, b[8];
  int x = 0, ok = 1;
#pragma omp parallel
  {
    seen[omp_get_thread_num()] = 1;
#pragma omp for reduction(inscan, +: x)
    for (int i = 0; i < 8; i++) {
      x += a[i] + (i == 0 ? 8 : 0);
#pragma omp scan inclusive(x)
      b[i] = x;
    }
    if (x != 44) ok = 0;
  }
  printf("%d %d %d | seen=%d\n", b[7] - 8, b[0], b[1], seen[0] && ok);
  return 0;
}
