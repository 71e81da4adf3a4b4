/* A `target` met inside a parallel region (through a function), whose body writes an
   unmapped scalar (hbc's in-place firstprivate copy) and holds a `parallel`. OpenMP runs a
   target region on an initial thread of the device (here the host): the inner parallel is a
   first active level with a full team (libgomp's host fallback: size=2 level=1 active=1 at 2
   threads). hbc treats it as nested in the outer region: a team of one at level 2. Not new in
   session 23: the same without the written scalar. */
// PROBE-OUTPUT: size=2 level=1 active=1 k=0
// PROBE-ENV: OMP_NUM_THREADS=2 HB_NUM_WORKERS=2
// PROBE-ACCEPT: wrong (documented: a target met inside an active region runs as part of it, so a parallel in it is a nested, inactive team of one; hbc's teams cannot nest: docs/hbc.md, Device constructs)
#include <stdio.h>
#include <omp.h>
int size, level, active;
void kern(int k) {
#pragma omp target map(tofrom: size, level, active)
  {
    k += 100;
#pragma omp parallel
    if (omp_get_thread_num() == 0) {
      size = omp_get_num_threads(); level = omp_get_level(); active = omp_get_active_level();
    }
  }
  if (k != 0) size = -1;
}
int main(void) {
#pragma omp parallel num_threads(2)
  if (omp_get_thread_num() == 0) kern(0);
  printf("size=%d level=%d active=%d k=0\n", size, level, active);
  return 0;
}
