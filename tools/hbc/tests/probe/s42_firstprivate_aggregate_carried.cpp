// A firstprivate array, structure or class object that a worksharing loop changes belongs to
// the thread, not to an iteration: each thread's one copy keeps its earlier iterations'
// changes (OpenMP), so at most one iteration per thread sees the untouched value. hbc copied
// it afresh for every heartbeat range: 100 fresh copies for 2 threads, and an armadillo
// matrix updated in the loop summed differently from libgomp (helper-58, session 42).
// PROBE-OUTPUT: array=1 record=1 vector=1 table=4950
#include <cstdio>
#include <vector>
#include <omp.h>

struct Acc {
  int calls = 0;
  double total = 0;
  void add(double v) { ++calls; total += v; }
};

int main() {
  const int maxthr = omp_get_max_threads();
  int w[4] = {0, 0, 0, 0}, fresh_w = 0;
#pragma omp parallel for firstprivate(w) reduction(+ : fresh_w)
  for (int i = 0; i < 100; i++) {
    if (w[0] == 0) fresh_w++;
    w[0]++;
  }
  Acc acc;
  int fresh_a = 0;
#pragma omp parallel for schedule(static) firstprivate(acc) reduction(+ : fresh_a)
  for (int i = 0; i < 100; i++) {
    if (acc.calls == 0) fresh_a++;
    acc.add(i);
  }
  std::vector<int> v;
  int fresh_v = 0;
#pragma omp parallel
  {
#pragma omp for firstprivate(v) reduction(+ : fresh_v)
    for (int i = 0; i < 100; i++) {
      if (v.empty()) fresh_v++;
      v.push_back(i);
    }
  }
  // only read: any copy gives the same sums
  int table[100];
  for (int i = 0; i < 100; i++) table[i] = i;
  long sum = 0;
#pragma omp parallel for firstprivate(table) reduction(+ : sum)
  for (int i = 0; i < 100; i++) sum += table[i];
  std::printf("array=%d record=%d vector=%d table=%ld\n", fresh_w <= maxthr, fresh_a <= maxthr,
              fresh_v <= maxthr, sum);
  return 0;
}
