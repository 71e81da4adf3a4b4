// Class 1: an orphaned worksharing loop binds to the caller's team, so the function's locals
// are private to each thread. The partial written by the loop and combined in a critical
// section is a hand-made reduction; called outside any region it is the sequential loop.
// EXPECT-TRANSLATION: HB_PARALLEL_REDUCE
// EXPECT-OUTPUT: 300000 300000
#include <stdio.h>
static long total;
static void count(int n) {
  long local = 0;
#pragma omp for
  for (int i = 0; i < n; i++) local += i % 3;
#pragma omp critical
  total += local;
}
int main(void) {
#pragma omp parallel
  count(300000);
  long first = total;
  total = 0;
  count(300000);
  printf("%ld %ld\n", first, total);
  return 0;
}
