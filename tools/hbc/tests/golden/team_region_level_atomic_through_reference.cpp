// C++: a shared counter updated through a reference or a pointer that the region declares,
// or through std::atomic's members by pointer, in code every thread runs: each thread makes
// the update, so the region needs a team (session 70: heartbeat mode counted one thread).
// EXPECT-TRANSLATION: hbc_rt::team_run(hbc_team_size(0), [&]() { hbc_rt::team_level __hb_lvl;
// EXPECT-OUTPUT: ref=1 atomic_ptr=1 builtin_ref=1
#include <atomic>
#include <cstdio>
#include <omp.h>
int count1, count3;
std::atomic<int> a2{0};
int main() {
  int team = 0;
#pragma omp parallel
#pragma omp single
  team = omp_get_num_threads();
#pragma omp parallel
  {
    int &r = count1;
#pragma omp atomic
    r++;
  }
#pragma omp parallel
  {
    std::atomic<int> *p = &a2;
    p->fetch_add(1);
  }
#pragma omp parallel
  {
    int &r = count3;
    __atomic_add_fetch(&r, 1, __ATOMIC_SEQ_CST);
  }
  std::printf("ref=%d atomic_ptr=%d builtin_ref=%d\n", count1 == team, a2.load() == team, count3 == team);
  return 0;
}
