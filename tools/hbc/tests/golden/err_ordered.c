// EXPECT-ERROR: unsupported OpenMP construct 'ordered'
#include <stdio.h>
int main(void) {
  int i;
#pragma omp parallel for ordered
  for (i = 0; i < 10; i++) {
#pragma omp ordered
    printf("%d\n", i);
  }
  return 0;
}
