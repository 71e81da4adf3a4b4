/* omp_get_max_threads() inside a region whose num_threads(n) exceeds the workers: the
   clause does not change nthreads-var (OpenMP 4.5 2.5.1), so the region's implicit tasks
   still answer the workers' count (libgomp at 2 threads: n=1000 mx=2). hbc answers
   hb_worker_id_bound(), which the added workers raised: mx=1000 (also mx=3 with
   num_threads(3), so not new with session 23's 2048 members, only larger). Since session 23
   it answers the count before the region added workers. */
// PROBE-OUTPUT: n=1000 mx=2 after=2
// PROBE-ENV: OMP_NUM_THREADS=2 HB_NUM_WORKERS=2
#include <stdio.h>
#include <omp.h>
int main(void) {
  int mx = 0, n = 0;
#pragma omp parallel num_threads(1000)
#pragma omp single
  { mx = omp_get_max_threads(); n = omp_get_num_threads(); }
  printf("n=%d mx=%d after=%d\n", n, mx, omp_get_max_threads());
  return 0;
}
