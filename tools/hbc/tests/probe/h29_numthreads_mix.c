#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: a=5 b=3
int main(void) {
  int a = 0, b = 0;
  omp_set_num_threads(3);
  #pragma omp parallel num_threads(5)
  {
    #pragma omp single
    a = omp_get_num_threads();
  }
  #pragma omp parallel
  {
    #pragma omp single
    b = omp_get_num_threads();
  }
  printf("a=%d b=%d\n", a, b);
  return 0;
}
