// A class-type lastprivate item of constructs hbc runs in place (sections, an ordered loop,
// a taskloop): each has a fresh, default-constructed copy, assigned to the original at the
// end. hbc ran them on the original: the vectors kept their old elements, and a user copy
// constructor never ran (libgomp pr26943.C).
// PROBE-OUTPUT: sections=1:2 ordered=1:99 taskloop=1:49 fp=8:1
#include <cstdio>
#include <vector>
struct Counted {
  int v = 5, copied = 0;
  Counted() = default;
  Counted(const Counted &o) : v(o.v + 2), copied(1) {}
  Counted &operator=(const Counted &o) { v = o.v; copied = o.copied; return *this; }
};
int main() {
  std::vector<int> a{7, 7, 7}, b{7}, c{7};
  Counted k;
#pragma omp parallel sections lastprivate(a) firstprivate(k) lastprivate(k)
  {
#pragma omp section
    { b.reserve(4); }
#pragma omp section
    { a.push_back(2); k.v += 1; }
  }
#pragma omp parallel
#pragma omp for ordered lastprivate(b)
  for (int i = 0; i < 100; i++) {
#pragma omp ordered
    { b.clear(); b.push_back(i); }
  }
#pragma omp parallel
#pragma omp single
#pragma omp taskloop lastprivate(c)
  for (int i = 0; i < 50; i++) { c.clear(); c.push_back(i); }
  std::printf("sections=%zu:%d ordered=%zu:%d taskloop=%zu:%d fp=%d:%d\n", a.size(), a.back(), b.size(), b.back(),
              c.size(), c.back(), k.v, k.copied);
}
