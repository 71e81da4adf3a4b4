// A task inside a parallel loop body (C) runs in place in the iteration that creates it; its
// firstprivate copies of the iteration's own variables (the loop index, locals of the body)
// are made in the outlined body, where those variables are plain locals.
// EXPECT-OUTPUT: 4950 9900
#include <stdio.h>
int main(void) {
  static long a[100], b[100];
  long s = 0, t = 0;
  int i;
#pragma omp parallel for
  for (i = 0; i < 100; i++) {
    long twice = 2 * i;
#pragma omp task
    {
      a[i] = i;
      twice += 0;
      b[i] = twice;
    }
  }
  for (i = 0; i < 100; i++) { s += a[i]; t += b[i]; }
  printf("%ld %ld\n", s, t);
  return 0;
}
