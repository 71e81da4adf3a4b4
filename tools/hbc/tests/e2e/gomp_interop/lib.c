/* Built as plain OpenMP (threadprivate): gcc's static schedule partitions by libgomp's
 * omp_get_thread_num/omp_get_num_threads, which must not be hbc's. */
#include <omp.h>
static long counter;
#pragma omp threadprivate(counter)
long lib_count(long n) {
  static int hit[1000];
#pragma omp parallel for
  for (long i = 0; i < n; i++) hit[i] = 1;
  long c = 0;
  for (long i = 0; i < n; i++) c += hit[i];
  return c;
}
long lib_sum_by_thread(long n) {
  long total = 0;
#pragma omp parallel reduction(+:total)
  {
    counter = 0;
#pragma omp for
    for (long i = 0; i < n; i++) counter += i;
    total += counter;
  }
  return total;
}
