// A variable whose address is taken is shared through a pointer, not copied into the
// outlined loop: updates made through the alias are seen.
// EXPECT-OUTPUT: 100 1
#include <stdio.h>
int main(void) {
  int n = 0, i, seen = 0;
  int *p = &n;
#pragma omp parallel for
  for (i = 0; i < 100; i++) {
#pragma omp critical
    { *p += 1; if (n == 100) seen = 1; }
  }
  printf("%d %d\n", n, seen);
  return 0;
}
