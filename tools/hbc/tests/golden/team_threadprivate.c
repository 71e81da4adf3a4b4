// threadprivate variables are thread-local (__thread); a region with copyin, or whose loop
// bodies reach a threadprivate variable (here through a function outside main), runs in team
// mode: each member counts in its own copy, and the copies are summed in a critical section
// (DataRaceBench DRB085).
// EXPECT-TRANSLATION: static __thread int counter;
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1
// EXPECT-OUTPUT: total=1000 master=1005
#include <stdio.h>
static int counter;
#pragma omp threadprivate(counter)
static void tick(void) { ++counter; }
int main(void) {
  int total = 0, i;
  counter = 5;
#pragma omp parallel copyin(counter)
  {
#pragma omp for
    for (i = 0; i < 1000; i++) tick();
#pragma omp critical
    total += counter - 5;
  }
  printf("total=%d master=%d\n", total, counter >= 5 && counter <= 1005 ? 1005 : -1);
  return 0;
}
