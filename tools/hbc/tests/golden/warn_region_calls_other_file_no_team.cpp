// A region calling another file runs in team mode only where the team-mode translation takes
// it (hbc tries it first, emitting nothing): here it would refuse the range-based `for`
// (team mode takes canonical loops only), so the region keeps heartbeat mode with the
// warning, as before session 12, instead of failing to compile.
// EXPECT-WARNING: this parallel region runs its code once (heartbeat mode), and this call reaches 'setup_elsewhere', defined in another file
// EXPECT-NO-TRANSLATION: team_run
#include <vector>
void setup_elsewhere(std::vector<double> &v);
void run(std::vector<double> &v) {
#pragma omp parallel
  {
    setup_elsewhere(v);
#pragma omp for
    for (double &x : v) x *= 2;
  }
}
