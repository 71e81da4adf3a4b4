// A team-mode region (its body asks the thread number) cannot yet run a loop with an
// `inscan` reduction: hbc stops at the `scan` with file:line, instead of guessing.
// EXPECT-ERROR: 'scan' in a team-mode region (docs/hbc-internals.md, Team mode) is not supported
// EXPECT-ERROR: team-mode region: unsupported reduction '+'
// EXPECT-ERROR-LINE: 19
// EXPECT-ERROR-LINE: 16
#include <stdio.h>
#include <omp.h>
int seen[64];
int main(void) {
  int a[8] = {1, 2, 3, 4, 5, 6, 7, 8}, b[8];
  int x = 0;
#pragma omp parallel
  {
    seen[omp_get_thread_num()] = 1;
#pragma omp for reduction(inscan, +: x)
    for (int i = 0; i < 8; i++) {
      x += a[i];
#pragma omp scan inclusive(x)
      b[i] = x;
    }
  }
  printf("%d %d\n", x, b[7]);
  return 0;
}
