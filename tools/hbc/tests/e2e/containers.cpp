// C++: iterator loops, a reduction with min/max on a template type, lastprivate of a
// class object, critical around a std::map update, collapse(3).
#include <cstdio>
#include <map>
#include <string>
#include <vector>

template <typename T> std::pair<T, T> minmax(const std::vector<T> &v) {
  T lo = v[0], hi = v[0];
#pragma omp parallel for reduction(min:lo) reduction(max:hi)
  for (long i = 0; i < (long)v.size(); i++) {
    if (v[i] < lo) lo = v[i];
    if (v[i] > hi) hi = v[i];
  }
  return {lo, hi};
}

int main() {
  std::vector<double> v(5000);
  for (int i = 0; i < 5000; i++) v[i] = (i * 7919 % 5000) - 2500.5;
#pragma omp parallel for
  for (auto it = v.begin(); it < v.end(); ++it) *it *= 2;
  auto mm = minmax(v);
  std::map<int, int> counts;
  std::string last;
#pragma omp parallel for lastprivate(last)
  for (int i = 0; i < 300; i++) {
    std::string key = std::to_string(i % 7);
#pragma omp critical
    counts[i % 7]++;
    last = key + "!";
  }
  long cube = 0;
#pragma omp parallel for collapse(3) reduction(+:cube)
  for (int a = 0; a < 10; a++)
    for (int b = 0; b < 11; b++)
      for (int c = 0; c < 12; c++) cube += a * b + c;
  std::printf("%.1f %.1f %d %s %ld\n", mm.first, mm.second, counts[3], last.c_str(), cube);
}
