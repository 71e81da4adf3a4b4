// A region calling another file runs in team mode only where the team-mode translation takes
// it (hbc tries it first, emitting nothing): here it would refuse the loop's `linear` clause
// (team mode does not take it; heartbeat mode does), so the region keeps heartbeat mode with
// the warning, as before session 12, instead of failing to compile. (It used a range-based
// `for` until team mode took those.)
// EXPECT-WARNING: this parallel region runs its code once (heartbeat mode), and this call reaches 'setup_elsewhere', defined in another file
// EXPECT-NO-TRANSLATION: team_run
#include <vector>
void setup_elsewhere(std::vector<double> &v);
void run(std::vector<double> &v) {
  int j = 0;
#pragma omp parallel
  {
    setup_elsewhere(v);
#pragma omp for linear(j : 1)
    for (int i = 0; i < (int)v.size(); i++) {
      v[i] *= j;
      j++;
    }
  }
}
