// A pointer broadcast by `single copyprivate` but also set by each thread elsewhere may
// designate per-thread storage, which heartbeat mode cannot keep: the region runs in team
// mode (docs/hbc-internals.md, "Team mode"), where each member has its own `buf`.
// EXPECT-TRANSLATION: hb_team_single_end_copy(__hb_cp, __hb_cs, 1)
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  long total = 0;
#pragma omp parallel
  {
    long *buf;
#pragma omp single copyprivate(buf)
    buf = malloc(100 * sizeof(long));
    buf = malloc(100 * sizeof(long));
#pragma omp for
    for (int i = 0; i < 100; i++) buf[i] = i % 7;
    total += buf[3];
  }
  printf("%ld\n", total);
  return 0;
}
