// An array element as a reduction item (OpenMP 5.0; refused before session 23): the
// section h[3:1], one private element per worker, combined into h[3].
// EXPECT-OUTPUT: 4950
#include <stdio.h>
int main(void) {
  long h[8] = {0};
  int i;
#pragma omp parallel for reduction(+:h[3])
  for (i = 0; i < 100; i++) h[3] += i;
  printf("%ld\n", h[3]);
  return 0;
}
