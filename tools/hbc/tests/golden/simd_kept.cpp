// C++: a standalone simd stays for gcc also inside a parallel for's body (hbc's lambdas keep
// the names its clauses use: row is the body's own variable).
// EXPECT-TRANSLATION: #pragma omp simd reduction(+ : row)
// EXPECT-OUTPUT: total=999000000 rows=1000
#include <cstdio>
#include <vector>
int main() {
  const int n = 1000;
  std::vector<double> m(static_cast<size_t>(n) * n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) m[static_cast<size_t>(i) * n + j] = i + j;
  double total = 0;
  int rows = 0;
#pragma omp parallel for reduction(+ : total, rows)
  for (int i = 0; i < n; ++i) {
    double row = 0;
#pragma omp simd reduction(+ : row)
    for (int j = 0; j < n; ++j) row += m[static_cast<size_t>(i) * n + j];
    total += row;
    rows += 1;
  }
  std::printf("total=%.0f rows=%d\n", total, rows);
}
