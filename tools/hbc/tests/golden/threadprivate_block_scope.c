// A threadprivate declared inside the function moves in front of it as `static __thread`
// (C): the team-mode region's outlined code then names each member's own copy, which an
// address passed from the master is not (every member counted into the master's copy).
// EXPECT-TRANSLATION: static __thread long cnt;
// EXPECT-OUTPUT: total=300000
#include <stdio.h>
int main(void) {
  static long cnt;
#pragma omp threadprivate(cnt)
  long total = 0;
  cnt = 0;
#pragma omp parallel reduction(+ : total)
  {
#pragma omp for schedule(static)
    for (int i = 0; i < 300000; i++) cnt++;
    total += cnt;
  }
  printf("total=%ld\n", total);
  return 0;
}
