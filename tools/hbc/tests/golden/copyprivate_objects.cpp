// EXPECT-OUTPUT: bad=0 all_ran=1
// EXPECT-TRANSLATION: hb_team_single_end_assign
// EXPECT-TRANSLATION: hbc_rt::copyprivate_assign<decltype(tags)>()
// copyprivate of C++ objects that are not trivially copyable, in a region's single and in
// an orphaned single called from a region; an array of strings too.
#include <cstdio>
#include <omp.h>
#include <string>
#include <vector>
static void broadcast(std::string &s, std::vector<int> &v) {
#pragma omp single copyprivate(s, v)
  {
    s = std::string(40, 'o');
    v.assign(30, 9);
  }
}
int main() {
  int bad = 0, runs = 0;
#pragma omp parallel reduction(+ : bad, runs)
  {
    std::string name = "t" + std::to_string(omp_get_thread_num());
    std::vector<double> vals;
    std::string tags[2];
#pragma omp single copyprivate(name, vals, tags)
    {
      name = std::string(64, 'x');
      vals.assign(100, 1.5);
      tags[0] = std::string(33, 'a');
      tags[1] = "b";
    }
    bad += name != std::string(64, 'x') || vals.size() != 100 || vals[99] != 1.5 || tags[0] != std::string(33, 'a') || tags[1] != "b";
    name[0] = 'y';  // each thread's own buffer
    std::string s;
    std::vector<int> v;
    broadcast(s, v);
    bad += s != std::string(40, 'o') || v != std::vector<int>(30, 9);
    runs += 1;
  }
  std::printf("bad=%d all_ran=%d\n", bad, runs == omp_get_max_threads());
}
