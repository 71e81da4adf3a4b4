/* Right output (gcc without -fopenmp, and gcc -fopenmp at 2 threads): "x[3]=12 x[9]=90"
   Before session 33, hbc: "x[3]=48 x[9]=360": each of the 4 teams of `teams num_teams(4)` runs the whole
   orphaned `loop bind(teams)` loop, so every element is updated 4 times.
   From OpenMP Examples parallel_execution/sources/loop.2.c. */
#include <stdio.h>
#define N 10
int x[N];
void foo(void) {
#pragma omp loop bind(teams)
  for (int i = 0; i < N; i++)
    x[i] += i * (i + 1);
}
int main(void) {
#pragma omp teams num_teams(4)
  {
    foo();
  }
  printf("x[3]=%d x[9]=%d\n", x[3], x[9]);
  return 0;
}
