// A parallel region holding two worksharing loops, a single and a barrier: the region runs
// once, its loops are heartbeat loops.
// EXPECT-NO-TRANSLATION: #pragma omp
// EXPECT-OUTPUT: init 1999000
#include <stdio.h>
int main(void) {
  static int a[2000], b[2000];
  int i;
  long s = 0;
#pragma omp parallel shared(a, b)
  {
#pragma omp single
    printf("init ");
#pragma omp for
    for (i = 0; i < 2000; i++) a[i] = i;
#pragma omp barrier
#pragma omp for nowait
    for (i = 0; i < 2000; i++) b[i] = 2 * a[i];
  }
  for (i = 0; i < 2000; i++) s += b[i];
  printf("%ld\n", s / 2 * 1);
  return 0;
}
