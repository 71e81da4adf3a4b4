// --hbc-fallback-openmp compiles a file with unsupported constructs as plain OpenMP.
// FLAGS: --hbc-fallback-openmp
// EXPECT-FALLBACK: unsupported OpenMP construct 'ordered'
// EXPECT-OUTPUT: 0 1 2 3
#include <stdio.h>
int main(void) {
  int i;
#pragma omp parallel for ordered
  for (i = 0; i < 4; i++) {
#pragma omp ordered
    printf(i < 3 ? "%d " : "%d\n", i);
  }
  return 0;
}
