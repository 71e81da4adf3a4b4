// Two sections that hand over a flag need two threads; run in order by a team of one, the
// first would wait forever, so the polling loop is rejected (also a hand-made barrier).
// EXPECT-ERROR: a loop that waits for other threads
// EXPECT-ERROR-LINE: 13
#include <stdio.h>
int main(void) {
  int flag = 0, got = 0;
#pragma omp parallel sections num_threads(2)
  {
#pragma omp section
    {
      int f;
      do {
#pragma omp atomic read
        f = flag;
      } while (!f);
      got = 1;
    }
#pragma omp section
    {
#pragma omp atomic write
      flag = 1;
    }
  }
  printf("%d\n", got);
  return 0;
}
