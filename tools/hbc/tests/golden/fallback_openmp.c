// --hbc-fallback-openmp compiles a file with unsupported constructs as plain OpenMP.
// FLAGS: --hbc-fallback-openmp
// EXPECT-FALLBACK: unsupported OpenMP construct 'target'
// EXPECT-OUTPUT: 0 1 2 3
#include <stdio.h>
int main(void) {
  int i;
  int a[4];
#pragma omp target map(from: a)
  for (i = 0; i < 4; i++) a[i] = i;
  for (i = 0; i < 4; i++) printf(i < 3 ? "%d " : "%d\n", a[i]);
  return 0;
}
