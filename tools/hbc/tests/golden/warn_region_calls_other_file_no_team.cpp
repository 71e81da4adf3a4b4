// A region calling another file runs in team mode only where the team-mode translation takes
// it (hbc tries it first, emitting nothing): here it would refuse the loop's non-rectangular
// `collapse` (team mode does not take it; heartbeat mode does), so the region keeps heartbeat
// mode with the warning, as before session 12, instead of failing to compile. (It used a
// range-based `for` until team mode took those, and a `linear` clause until session 37.)
// EXPECT-WARNING: this parallel region runs its code once (heartbeat mode), and this call reaches 'setup_elsewhere', defined in another file
// EXPECT-NO-TRANSLATION: team_run
#include <vector>
void setup_elsewhere(std::vector<double> &v);
void run(std::vector<double> &v, int n) {
#pragma omp parallel
  {
    setup_elsewhere(v);
#pragma omp for collapse(2)
    for (int i = 0; i < n; i++)
      for (int k = i; k < n; k++) v[i * n + k] *= 2;
  }
}
