// C++17: a range-based `parallel for` whose loop variable is a structured binding: each
// iteration rebinds `auto &[key, w]` to its element (hbc cut the binding list off: `auto &[
// = ...`, which did not compile).
// EXPECT-TRANSLATION: { auto &[key, w]
// EXPECT-OUTPUT: 749250.0
#include <cstdio>
#include <utility>
#include <vector>
int main() {
  std::vector<std::pair<int, double>> items;
  for (int i = 0; i < 1000; ++i) items.emplace_back(i, 0.5 * i);
#pragma omp parallel for
  for (auto &[key, w] : items) w += key;
  double s = 0.0;
  for (auto &p : items) s += p.second;
  std::printf("%.1f\n", s);
  return 0;
}
