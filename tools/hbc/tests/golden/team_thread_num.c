// Team mode (docs/hbc-internals.md, "Team mode"): region-level omp_get_thread_num() makes the region
// run on a heartbeat team; the region body is outlined, shared variables are reached through
// pointers, the members' private variables are locals, and barrier, single, master,
// critical and a worksharing loop with a reduction become team calls.
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1
// EXPECT-TRANSLATION: hb_team_loop_begin(
// EXPECT-OUTPUT: sum=4950 parts=4950 first=1
#include <stdio.h>
#include <omp.h>
int main(void) {
  int part[64] = {0};
  int sum = 0, parts = 0, first = 0;
#pragma omp parallel
  {
    int id = omp_get_thread_num(), nt = omp_get_num_threads(), i;
    for (i = id; i < 100; i += nt) part[id] += i;
#pragma omp barrier
#pragma omp single
    {
      int q;
      for (q = 0; q < nt; q++) parts += part[q];
    }
#pragma omp master
    first = 1;
#pragma omp for schedule(dynamic, 3) reduction(+:sum)
    for (i = 0; i < 100; i++) sum += i;
  }
  printf("sum=%d parts=%d first=%d\n", sum, parts, first);
  return 0;
}
