// C++ forms of team mode's collapse and orphaned synchronisation: the region (a lambda run
// by hbc_rt::team_run) is in team mode only because step() holds an orphaned barrier;
// step's barrier and master bind to the calling member's team; a collapse(2) loop with a
// dynamic schedule and a reduction is shared over the flattened space.
// EXPECT-TRANSLATION: hbc_rt::team_run(hbc_team_size(0)
// EXPECT-TRANSLATION: { if (hb_team_is_member()) hb_team_barrier(); else { hbc_rt::taskwait(); } }
// EXPECT-TRANSLATION: HB_TEAM_DYNAMIC, (int64_t)(2)
// EXPECT-OUTPUT: ok=1 sum=1560 rounds=6
#include <cstdio>
#include <vector>
#include <omp.h>
static std::vector<int> seen(64);
static int bad = 0, rounds = 0;
static void step(int round, int nt) {
  seen[omp_get_thread_num()] = round;
#pragma omp barrier
  for (int p = 0; p < nt; p++)
    if (seen[p] != round) {
#pragma omp atomic
      bad++;
    }
#pragma omp master
  rounds++;
#pragma omp barrier
}
int main() {
  long sum = 0;
#pragma omp parallel
  {
    int nt = omp_get_num_threads();
    for (int r = 0; r < 5; r++) step(r, nt);
#pragma omp for collapse(2) schedule(dynamic, 2) reduction(+ : sum)
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < 8; j++) sum += i * 10 + j + 4;
  }
  step(9, 1);
  std::printf("ok=%d sum=%ld rounds=%d\n", bad == 0, sum, rounds);
  return 0;
}
