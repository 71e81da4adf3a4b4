// An orphaned barrier binds to the caller's team (docs/hbc-internals.md, "Orphaned synchronisation"):
// the region calls add_phase(), whose barrier, master and single are translated to meet the
// calling member's team at run time; that callee alone makes the region run in team mode
// (the region names no thread id). add_phase is static: every caller is in this file, so the
// barrier needs no run-time misuse check. Outside any region the same calls are a team of one.
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1
// EXPECT-TRANSLATION: { if (hb_team_is_member()) hb_team_barrier(); else { hbc_taskwait(); } }
// EXPECT-TRANSLATION: { if (hb_team_id() == 0) {
// EXPECT-TRANSLATION: { if (hb_team_single_begin()) {
// EXPECT-NO-TRANSLATION: hbc_orphan_misuse
// EXPECT-OUTPUT: ok=1 singles=9
#include <stdio.h>
#include <omp.h>
static int seen[64], bad, singles;
static void add_phase(int round, int nt) {
  int id = omp_get_thread_num(), p;
  seen[id] = round;
#pragma omp barrier
  for (p = 0; p < nt; p++)
    if (seen[p] != round) {
#pragma omp atomic
      bad++;
    }
#pragma omp master
  seen[63] = round;
#pragma omp single
  singles++;
}
int main(void) {
  int r;
#pragma omp parallel private(r)
  for (r = 0; r < 8; r++) add_phase(r, omp_get_num_threads());
  add_phase(8, 1); /* nt passed: hbc's omp_get_num_threads() outside regions is not 1 yet */
  printf("ok=%d singles=%d\n", bad == 0 && seen[63] == 8, singles);
  return 0;
}
