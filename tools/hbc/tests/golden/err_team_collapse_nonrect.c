// collapse in a team-mode region needs a rectangular nest: an inner bound that moves with
// the outer loop's variable is refused with the loop's line.
// EXPECT-ERROR: team-mode region: a collapsed loop whose bounds or step depend on an outer loop's variable (a non-rectangular nest) is not supported
// EXPECT-ERROR-LINE: 11
#include <omp.h>
int main(void) {
  int a[10][10] = {{0}}, ids[64] = {0};
#pragma omp parallel
  {
    ids[omp_get_thread_num()] = 1;
#pragma omp for collapse(2)
    for (int i = 0; i < 10; i++)
      for (int j = i; j < 10; j++) a[i][j] = i;
  }
  return a[2][3] - 2 + ids[0] - 1;
}
