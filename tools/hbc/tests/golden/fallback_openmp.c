// --hbc-fallback-openmp compiles a file with unsupported constructs as plain OpenMP.
// FLAGS: --hbc-fallback-openmp
// EXPECT-FALLBACK: 'task_reduction' with a user-defined reduction ('plus') is not supported (built-in operators only)
// EXPECT-OUTPUT: 0 1 2 3
#include <stdio.h>
#pragma omp declare reduction(plus: int: omp_out += omp_in) initializer(omp_priv = 0)
int main(void) {
  int i;
  int a[4];
  int t = 0;
  for (i = 0; i < 4; i++) a[i] = i;
#pragma omp taskgroup task_reduction(plus:t)
  for (i = 0; i < 4; i++) {
#pragma omp task in_reduction(plus:t)
    t += 1;
  }
  for (i = 0; i < 4; i++) printf(i < 3 ? "%d " : "%d\n", a[i] * (t == 4));
  return 0;
}
