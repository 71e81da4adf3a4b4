// `teams distribute` without `parallel for` runs on one thread of each team; hbc runs it as
// a `parallel for`, so a body that asks its thread number is refused.
// EXPECT-ERROR: this 'target teams distribute' loop asks its thread number or nesting level, but hbc runs it as a 'parallel for' where OpenMP has one thread of one team, outside any parallel region, run it; not supported
// EXPECT-ERROR-LINE: 9
#include <omp.h>
#include <stdio.h>
int main(void) {
  int who[16];
#pragma omp target teams distribute map(from: who)
  for (int i = 0; i < 16; i++) who[i] = omp_get_thread_num();
  printf("%d\n", who[3]);
  return 0;
}
