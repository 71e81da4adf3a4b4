// Team mode in a function template (generic analytics code keeps per-thread buffers so):
// a per-thread std::vector<T> filled by `omp for nowait` and merged under `critical`, a
// thread-id split, a team reduction and lastprivate of type T, `single copyprivate`, and a
// barrier, instantiated for int and double. The region is translated once, in the
// template, as a lambda run on the team.
// EXPECT-TRANSLATION: hbc_rt::team_run(
// EXPECT-OUTPUT: int: kept=500 parts=1000 sum=499500 last=999 seed=7
// EXPECT-OUTPUT: double: kept=500 parts=1000 sum=499500 last=999 seed=7
#include <omp.h>
#include <algorithm>
#include <cstdio>
#include <vector>

template <class T>
void run(const char *name, const std::vector<T> &in) {
  std::vector<T> kept;
  long parts = 0;
  T sum = 0, last = 0;
  int seed = 0;
#pragma omp parallel
  {
    std::vector<T> mine;
    int s = 0;
#pragma omp single copyprivate(s)
    s = 7;
#pragma omp for nowait
    for (long i = 0; i < (long)in.size(); i++)
      if ((long)in[i] % 2 == 0) mine.push_back(in[i]);
#pragma omp critical
    kept.insert(kept.end(), mine.begin(), mine.end());
    const int t = omp_get_thread_num(), n = omp_get_num_threads();
    long share = 0;
    for (long i = t; i < (long)in.size(); i += n) share++;
#pragma omp atomic
    parts += share;
#pragma omp barrier
#pragma omp for reduction(+ : sum) lastprivate(last)
    for (long i = 0; i < (long)in.size(); i++) {
      sum += in[i];
      last = in[i];
    }
#pragma omp master
    seed = s;
  }
  std::printf("%s: kept=%zu parts=%ld sum=%ld last=%ld seed=%d\n", name, kept.size(), parts, (long)sum, (long)last, seed);
}

int main() {
  std::vector<int> a(1000);
  std::vector<double> b(1000);
  for (int i = 0; i < 1000; i++) a[i] = i, b[i] = i;
  run("int", a);
  run("double", b);
  return 0;
}
