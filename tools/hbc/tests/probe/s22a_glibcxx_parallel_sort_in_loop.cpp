// GAPBS tc.cc: `#ifdef _OPENMP #define _GLIBCXX_PARALLEL` turns std::sort into libstdc++'s
// parallel-mode sort, whose headers hold their own `#pragma omp parallel` and call
// omp_get_num_threads()/omp_get_thread_num(). GAPBS's SquishCSR then calls std::sort on
// each neighbourhood inside `#pragma omp parallel for`. In OpenMP the nested region is
// inactive (a team of one) and the sort is sequential; each row must come out sorted.
#ifdef _OPENMP
#define _GLIBCXX_PARALLEL
#endif
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

int main() {
  const int rows = 8, len = 5000;
  std::vector<std::vector<int>> a(rows, std::vector<int>(len));
  uint32_t s = 7;
  for (auto &r : a)
    for (auto &x : r) { s = s * 1664525u + 1013904223u; x = (int)(s >> 8) % 100000; }
  long bad = 0;
  uint64_t sum = 0;
#pragma omp parallel for reduction(+ : bad, sum)
  for (int i = 0; i < rows; i++) {
    std::sort(a[i].begin(), a[i].end());
    for (int k = 1; k < len; k++) bad += a[i][k - 1] > a[i][k];
    for (int k = 0; k < len; k++) sum += (uint64_t)a[i][k] * (k + 1);
  }
  std::printf("unsorted_pairs=%ld weighted_sum=%llu\n", bad, (unsigned long long)sum);
  return 0;
}
