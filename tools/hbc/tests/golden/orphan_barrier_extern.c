// An orphaned barrier in a function other files can call (docs/hbc-internals.md, "Orphaned
// synchronisation"): a heartbeat-mode region of another file could reach it without hbc
// seeing it there, so the barrier checks at run time that it is not in such a region with
// several workers (the e2e test orphan_barrier_misuse runs that case); as a team member it
// meets its team, outside any region it is a no-op. main's region here reaches it too and
// runs in team mode.
// EXPECT-TRANSLATION: if (hbc_orphan_barrier_unmet()) hbc_orphan_misuse("
// EXPECT-TRANSLATION: orphan_barrier_extern.c:17"); hbc_taskwait(); } }
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1
// EXPECT-OUTPUT: calls=1
#include <stdio.h>
#include <omp.h>
int calls;
void sync_point(void) {
#pragma omp master
  calls++;
#pragma omp barrier
}
int main(void) {
  calls = 0;
#pragma omp parallel
  sync_point();
  printf("calls=%d\n", calls);
  return 0;
}
