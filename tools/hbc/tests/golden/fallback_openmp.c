// --hbc-fallback-openmp compiles a file with unsupported constructs as plain OpenMP.
// FLAGS: --hbc-fallback-openmp
// EXPECT-FALLBACK: unsupported clause 'task_reduction' on 'taskgroup'
// EXPECT-OUTPUT: 0 1 2 3
#include <stdio.h>
int main(void) {
  int i;
  int a[4];
  int t = 0;
  for (i = 0; i < 4; i++) a[i] = i;
#pragma omp taskgroup task_reduction(+:t)
  for (i = 0; i < 4; i++) {
#pragma omp task in_reduction(+:t)
    t += 1;
  }
  for (i = 0; i < 4; i++) printf(i < 3 ? "%d " : "%d\n", a[i] * (t == 4));
  return 0;
}
