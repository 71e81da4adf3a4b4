// A non-rectangular collapsed nest (OpenMP 5.0: the inner bound uses the outer variable) is
// collapsed down to its first non-rectangular loop: the outer loop is the heartbeat loop and
// the inner one runs whole in each of its iterations, its variable private (as a collapsed
// loop's is) and here lastprivate, with the value a sequential run leaves, as the outer
// counter's is.
// EXPECT-OUTPUT: 45 2 10 9
#include <stdio.h>
int main(void) {
  int i, j, a[10][10] = {{0}}, n = 0;
#pragma omp parallel for collapse(2) reduction(+: n) lastprivate(i, j)
  for (i = 0; i < 10; i++)
    for (j = 0; j < i; j++) { a[i][j] = i; n++; }
  printf("%d %d %d %d\n", n, a[2][1], i, j);
  return 0;
}
