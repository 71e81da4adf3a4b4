/* omp_set_num_threads(5000) outside any region: libgomp's next region has 5000 threads;
   hbc's teams stop at 2048 (a region asking more gets 2048, with a warning on stderr).
   But the call is dropped without a word: hb_set_num_workers returns -1 above
   kMaxPoolWorkers and hbc_omp.c ignores the result, so the next region has the old
   size (2 at 2 workers), not 2048. Since session 23 it is capped at 2048, with the warning. */
// PROBE-OUTPUT: n=2048
#include <stdio.h>
#include <omp.h>
int main(void) {
  int n = 0;
  omp_set_num_threads(5000);
#pragma omp parallel
#pragma omp single
  n = omp_get_num_threads();
  printf("n=%d\n", n);
  return 0;
}
