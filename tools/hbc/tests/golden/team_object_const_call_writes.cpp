// Region-private state that the worksharing loop changes only through calls that look like
// reads: a const member function writing through a pointer member or a `mutable` member, a
// lambda capturing a region local by reference or a pointer by copy, a std::function. Each
// thread has its own in OpenMP; run once for all threads they were shared by concurrent
// pieces of the loop, silently wrong until session 45 (helper-71). Team mode, each member
// its own.
// EXPECT-TRANSLATION: hbc_rt::team_run
// EXPECT-NO-TRANSLATION: hbc_rt::reduce_range
// EXPECT-OUTPUT: bad=0 0 0 0 0
#include <cstdio>
#include <functional>
struct Slot {
  volatile long *q;
  void set(long v) const { *q = v; }
  long get() const { return *q; }
};
struct Memo {
  mutable volatile long last = -1;
  void note(long v) const { last = v; }
};
template <class Get>
static long agree(Get get, long i) {
  long s = 0;
  for (int r = 0; r < 200; r++) s += get() == i;
  return s;
}
int main() {
  const long n = 3000;
  long bad0 = 0, bad1 = 0, bad2 = 0, bad3 = 0, bad4 = 0;
#pragma omp parallel reduction(+ : bad0)
  {
    volatile long cell = -1;
    const Slot slot{&cell};
#pragma omp for
    for (long i = 0; i < n; i++) {
      slot.set(i);
      if (agree([&] { return slot.get(); }, i) != 200) bad0++;
    }
  }
#pragma omp parallel reduction(+ : bad1)
  {
    const Memo memo;
#pragma omp for
    for (long i = 0; i < n; i++) {
      memo.note(i);
      if (agree([&] { return (long)memo.last; }, i) != 200) bad1++;
    }
  }
#pragma omp parallel reduction(+ : bad2)
  {
    volatile long mine = -1;
    auto set = [&](long v) { mine = v; };
#pragma omp for
    for (long i = 0; i < n; i++) {
      set(i);
      if (agree([&] { return (long)mine; }, i) != 200) bad2++;
    }
  }
#pragma omp parallel reduction(+ : bad3)
  {
    volatile long other = -1;
    volatile long *p = &other;
    auto put = [p](long v) { *p = v; };
#pragma omp for
    for (long i = 0; i < n; i++) {
      put(i);
      if (agree([&] { return (long)other; }, i) != 200) bad3++;
    }
  }
#pragma omp parallel reduction(+ : bad4)
  {
    volatile long fcell = -1;
    std::function<void(long)> f = [&](long v) { fcell = v; };
#pragma omp for
    for (long i = 0; i < n; i++) {
      f(i);
      if (agree([&] { return (long)fcell; }, i) != 200) bad4++;
    }
  }
  std::printf("bad=%ld %ld %ld %ld %ld\n", bad0, bad1, bad2, bad3, bad4);
}
