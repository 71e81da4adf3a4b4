// A C function whose parallel loop calls the function itself: the outlined loop, placed
// before the function, gets a declaration of it (no implicit int declaration).
// EXPECT-OUTPUT: 81
#include <stdio.h>
static double down(int n, double x) {
  double s = 0;
  int i;
  if (n == 0) return x;
#pragma omp parallel for reduction(+:s)
  for (i = 0; i < 3; i++) s += down(n - 1, x * 0.5);
  return s;
}
int main(void) { printf("%g\n", down(4, 16.0)); return 0; }
