/* Right output (gcc without -fopenmp, and libgomp at 2/3 threads): "sum=499500"
   Before session 33, hbc refused to compile it: "error: hbc: unsupported clause 'hint' on 'atomic'"
   (OpenMP 5.0 atomic hint clause; not listed under Unsupported constructs).
   From OpenMP Examples synchronization/atomic.4.c */
#include <stdio.h>
#include <omp.h>
int main(void) {
  long sum = 0;
  #pragma omp parallel for
  for (int i = 0; i < 1000; i++) {
    #pragma omp atomic hint(omp_sync_hint_uncontended)
    sum += i;
  }
  printf("sum=%ld\n", sum);
  return 0;
}
