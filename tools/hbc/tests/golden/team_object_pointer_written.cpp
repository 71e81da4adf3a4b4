// A region-private object whose pointers lead to per-thread storage that the worksharing loop
// writes: a Holder's raw pointer read through a const member function, a std::unique_ptr's
// operator->, a pointer field read directly, and a const reference passed to a function that
// writes through it. In OpenMP each thread's object designates its own Scanner; run once
// for all threads (heartbeat mode), one Scanner was written by every worker at once (faiss's
// binary IVF search: wrong neighbours, helper-70). Team mode gives each member its own.
// EXPECT-TRANSLATION: hbc_rt::team_run
// EXPECT-NO-TRANSLATION: hbc_rt::reduce_range
// EXPECT-OUTPUT: bad=0 0 0 0
#include <cstdio>
#include <memory>
struct Scanner {
  volatile long q = -1;
  void set(long i) { q = i; }
  long get() const { return q; }
};
struct Holder {
  Scanner *p;
  Scanner *get() const { return p; }
};
static void setq(const Holder &h, long i) { h.p->q = i; }
static long agree(const Holder &h, long i) {
  long s = 0;
  for (int r = 0; r < 200; r++) s += h.p->q == i;
  return s;
}
int main() {
  const long n = 4000;
  long bad1 = 0, bad2 = 0, bad3 = 0, bad4 = 0;
#pragma omp parallel reduction(+ : bad1)
  {
    Holder h{new Scanner()};
#pragma omp for
    for (long i = 0; i < n; i++) {
      h.get()->q = i;
      if (agree(h, i) != 200) bad1++;
    }
    delete h.p;
  }
#pragma omp parallel reduction(+ : bad2)
  {
    std::unique_ptr<Scanner> sc(new Scanner());
#pragma omp for
    for (long i = 0; i < n; i++) {
      sc->set(i);
      long s = 0;
      for (int r = 0; r < 200; r++) s += sc->get() == i;
      if (s != 200) bad2++;
    }
  }
#pragma omp parallel reduction(+ : bad3)
  {
    Holder h{new Scanner()};
#pragma omp for
    for (long i = 0; i < n; i++) {
      h.p->q = i;
      if (agree(h, i) != 200) bad3++;
    }
    delete h.p;
  }
#pragma omp parallel reduction(+ : bad4)
  {
    Holder h{new Scanner()};
#pragma omp for
    for (long i = 0; i < n; i++) {
      setq(h, i);
      if (agree(h, i) != 200) bad4++;
    }
    delete h.p;
  }
  std::printf("bad=%ld %ld %ld %ld\n", bad1, bad2, bad3, bad4);
}
