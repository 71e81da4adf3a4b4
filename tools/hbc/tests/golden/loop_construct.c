// The OpenMP 5.0 `loop` construct. `parallel loop` (which clang 14 parses as `parallel`,
// dropping the rest of the line) and a `loop` closely nested in a region or with
// bind(parallel) are worksharing loops; bind(thread) runs in place on the one thread.
// EXPECT-TRANSLATION: HB_PARALLEL_REDUCE(0, __hb_tot_
// EXPECT-TRANSLATION: { { for (int i = 0; i < n; i++) a[i] += 2; } }
// EXPECT-TRANSLATION: /* #pragma omp parallel loop in a comment is left alone */
// EXPECT-OUTPUT: 249999750000.0 250005750020.0
#include <stdio.h>
static double a[1000000];
static void orphan_thread(int n) {
  #pragma omp loop bind(thread)
  for (int i = 0; i < n; i++) a[i] += 2;
}
static void orphan_parallel(int n) {
  #pragma omp loop bind(parallel)
  for (int i = 0; i < n; i++) a[i] += 3;
}
int main(void) {
  double s = 0;
  /* #pragma omp parallel loop in a comment is left alone */
  #pragma omp parallel loop reduction(+:s) \
      bind(parallel) order(concurrent)
  for (int i = 0; i < 1000000; i++) { a[i] = i * 0.5; s += a[i]; }
  #pragma omp parallel
  {
    #pragma omp loop
    for (int i = 0; i < 1000000; i++) a[i] += 1;
    orphan_parallel(1000000);
    #pragma omp single
    orphan_thread(1000000);
  }
  orphan_thread(10);
  double t = 0;
  for (int i = 0; i < 1000000; i++) t += a[i];
  printf("%.1f %.1f\n", s, t);
  return 0;
}
