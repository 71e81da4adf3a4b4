// The hand-made reduction idiom: a region-local partial result, a worksharing loop that
// accumulates into it, and a critical section combining the partials. Run once, the loop
// becomes a heartbeat reduction whose combine is the critical statement.
// EXPECT-TRANSLATION: HB_PARALLEL_REDUCE
// EXPECT-OUTPUT: 4950 120
#include <stdio.h>
int main(void) {
  double sum = 0;
  long prod = 1;
  int i;
#pragma omp parallel
  {
    double local = 0;
    long lp = 1;
#pragma omp for
    for (i = 0; i < 100; i++) local += i;
#pragma omp for
    for (i = 1; i <= 5; i++) lp *= i;
#pragma omp critical
    sum += local;
#pragma omp critical
    prod = prod * lp;
  }
  printf("%g %ld\n", sum, prod);
  return 0;
}
