/* A program's constructor of the first priority it may use (101) asks the OpenMP runtime:
 * OMP_NUM_THREADS must already be read, for the constructor and for the rest of the run
 * (hbc's own constructor ran after it before session 71, and the variable was lost). */
#include <stdio.h>
#include <omp.h>
static int at_start;
__attribute__((constructor(101))) static void early(void) { at_start = omp_get_max_threads(); }
int main(void) {
  int team = 0;
#pragma omp parallel
  {
#pragma omp single
    team = omp_get_num_threads();
  }
  printf("%d %d %d\n", at_start, omp_get_max_threads(), team);
  return 0;
}
