/* Failure class 6: a program mixing hbc objects with an object hbc cannot translate
 * (threadprivate, built by --hbc-fallback-openmp as plain OpenMP with libgomp's own omp_*
 * symbols), linked by hbc with no extra flag.
 * E2E-FLAGS: --hbc-fallback-openmp */
#include <stdio.h>
long lib_count(long n);
long lib_sum_by_thread(long n);
int main(void) {
  static long a[100000];
  long s = 0;
#pragma omp parallel for reduction(+:s)
  for (long i = 0; i < 100000; i++) {
    a[i] = i % 10;
    s += a[i];
  }
  printf("%ld %ld %ld\n", s, lib_count(1000), lib_sum_by_thread(5000));
  return 0;
}
