/* A function holding an OpenMP construct, defined inside a
 * `#pragma omp declare target` ... `#pragma omp end declare target` block
 * (HeCBench lda-omp's ReduceSum, which holds a `barrier`, has this shape).
 * The translation must keep the pragma line whole. */
#include <stdio.h>

#pragma omp declare target
static double scale(double x) { return 0.5 * x; }
#pragma omp end declare target

#pragma omp declare target
static long sum_to(int n) {
  long s = 0;
  #pragma omp parallel for reduction(+:s)
  for (int i = 0; i < n; i++) s += i;
  return s;
}
#pragma omp end declare target

int main(void) {
  long t = 0;
  for (int k = 1; k <= 4; k++) t += sum_to(1000 * k);
  printf("%ld %.1f\n", t, scale((double)t));
  return 0;
}
