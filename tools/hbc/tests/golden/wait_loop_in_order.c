// A section that waits for a flag set by an earlier section is kept: run in order, the wait
// ends at once (DataRaceBench DRB182's pattern).
// EXPECT-OUTPUT: 2
#include <stdio.h>
int main(void) {
  int x = 0, s = 0;
#pragma omp parallel sections shared(x, s) num_threads(2)
  {
#pragma omp section
    {
      x = 1;
#pragma omp atomic write
      s = 1;
    }
#pragma omp section
    {
      int done = 0;
      while (!done) {
#pragma omp atomic read
        done = s;
      }
      x = 2;
    }
  }
  printf("%d\n", x);
  return 0;
}
