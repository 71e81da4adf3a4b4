// Class 2 (uses the team): region-private state that persists across a thread's iterations
// (a random generator per thread, as in GAPBS) cannot be run once: the region runs in team
// mode, each member with its own generator (so the output depends on the team's size).
// EXPECT-TRANSLATION: hbc_rt::team_run(hbc_team_size(0), [&]() { hbc_rt::team_level __hb_lvl;
#include <cstdio>
#include <random>
static unsigned v[1000];
int main() {
#pragma omp parallel
  {
    std::mt19937 rng(27491095);
#pragma omp for
    for (int i = 0; i < 1000; i++)
      v[i] = rng() % 100;
  }
  unsigned s = 0;
  for (int i = 0; i < 1000; i++) s += v[i];
  std::printf("%u\n", s);
}
