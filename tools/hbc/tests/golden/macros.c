// Macros in the loop header and body.
// EXPECT-OUTPUT: 2000 1000
#include <stdio.h>
#define N 1000
#define IDX(i) ((i) % N)
#define BODY(x) a[IDX(x)] = 2
#define FOR_N(v) for (v = 0; v < N; v++)
int main(void) {
  static int a[N], b[N];
  int i;
  long s = 0, t = 0;
#pragma omp parallel for
  for (i = 0; i < N; i++) BODY(i);
#pragma omp parallel for
  FOR_N(i) b[i] = 1;
  for (i = 0; i < N; i++) { s += a[i]; t += b[i]; }
  printf("%ld %ld\n", s, t);
  return 0;
}
