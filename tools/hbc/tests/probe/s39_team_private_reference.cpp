// A combined loop in team mode (its firstprivate `base` is carried) whose private,
// firstprivate and lastprivate items include C++ references: the copies are of the referred
// type, and the lastprivate one is written back through the reference.
// PROBE-OUTPUT: tag=abc! base=4199 s=8410000 c=7
#include <cstdio>
#include <string>
static long out[4000];
long run(int n, std::string &tag, int &cnt) {
  int base = 100;
#pragma omp parallel for firstprivate(base, tag) lastprivate(base, tag) private(cnt)
  for (int i = 0; i < n; i++) {
    cnt = i;
    out[i] = base + (long)tag.size() + cnt;
    if (i == n - 1) { base = base * 2 + i; tag += "!"; }
  }
  return base;
}
int main() {
  std::string t = "abc"; int c = 7;
  long b = run(4000, t, c);
  long s = 0; for (int i = 0; i < 4000; i++) s += out[i];
  printf("tag=%s base=%ld s=%ld c=%d\n", t.c_str(), b, s, c);
}
