// Team mode in C++: the region body is a lambda run on every member (hbc_rt::team_run); a
// region-private std::vector is each member's own; the worksharing loop stays in place.
// EXPECT-TRANSLATION: hbc_rt::team_run(hbc_team_size(0), [&]() { hbc_rt::team_level __hb_lvl;
// EXPECT-OUTPUT: total=4950 count=100
#include <cstdio>
#include <vector>
#include <omp.h>
int main() {
  long total = 0, count = 0;
#pragma omp parallel reduction(+ : total, count)
  {
    std::vector<int> mine;
    int id = omp_get_thread_num(), nt = omp_get_num_threads();
    for (int i = id; i < 100; i += nt) mine.push_back(i);
    for (int v : mine) total += v;
#pragma omp for nowait
    for (int i = 0; i < 100; ++i) count += 1;
  }
  std::printf("total=%ld count=%ld\n", total, count);
  return 0;
}
