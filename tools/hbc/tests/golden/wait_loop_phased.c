// A region-level loop that does worksharing (phases with a flush) is not a wait loop: it is
// translated, and a sequential loop with a flush outside any region is left alone.
// EXPECT-OUTPUT: 4950 1
#include <stdio.h>
int main(void) {
  int a[100], s = 0, ready = 0;
#pragma omp parallel
  for (int it = 0; it < 2; it++) {
#pragma omp for
    for (int i = 0; i < 100; i++) a[i] = i * it;
#pragma omp flush
  }
  for (int k = 0; k < 1 && !ready; k++) {
    ready = 1;
#pragma omp flush(ready)
  }
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < 100; i++) s += a[i];
  printf("%d %d\n", s, ready);
  return 0;
}
