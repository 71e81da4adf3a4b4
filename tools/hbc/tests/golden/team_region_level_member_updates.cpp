// C++ code that every thread of a region runs, updating shared state hbc cannot name as a
// variable: a member through the implicit `this`, a shared container's element and a
// push_back under critical. Each thread makes the update, so the regions need a team
// (session 70's helper: heartbeat mode counted one thread).
// EXPECT-TRANSLATION: hbc_rt::team_run(hbc_team_size(0), [&]() { hbc_rt::team_level __hb_lvl;
// EXPECT-OUTPUT: member=1 push_back=1 element=1
#include <cstdio>
#include <vector>
#include <omp.h>
struct Counter {
  int n = 0;
  void count_threads() {
#pragma omp parallel
    {
#pragma omp atomic
      n++;
    }
  }
};
int main() {
  int team = 0;
#pragma omp parallel
#pragma omp single
  team = omp_get_num_threads();
  Counter c;
  c.count_threads();
  std::vector<int> v;
#pragma omp parallel
  {
#pragma omp critical
    v.push_back(1);
  }
  std::vector<int> w(4, 0);
#pragma omp parallel
  {
#pragma omp atomic
    w.at(2) += 1;
  }
  std::printf("member=%d push_back=%d element=%d\n", c.n == team, (int)v.size() == team, w[2] == team);
  return 0;
}
