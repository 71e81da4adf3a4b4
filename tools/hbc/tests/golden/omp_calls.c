// OpenMP runtime calls keep working through hbc's omp.h.
// EXPECT-NO-TRANSLATION: #pragma omp
// EXPECT-OUTPUT: ok
#include <stdio.h>
#include <omp.h>
int main(void) {
  double t0 = omp_get_wtime();
  int bad = 0, i;
  int max = omp_get_max_threads();
#pragma omp parallel for reduction(+:bad)
  for (i = 0; i < 1000; i++) {
    int id = omp_get_thread_num();
    bad += id < 0 || id >= max || omp_get_num_threads() < 1;
  }
  omp_set_num_threads(2);
  printf("%s\n", bad == 0 && omp_get_wtime() >= t0 && omp_get_max_threads() == 2 ? "ok" : "bad");
  return 0;
}
