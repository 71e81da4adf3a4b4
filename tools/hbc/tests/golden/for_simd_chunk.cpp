// C++: a parallel for simd over a std::size_t counter gets the simd on each range's chunk
// loop, the reduction naming the range's own partial.
// EXPECT-TRANSLATION: #pragma omp simd reduction(+ : dot)
// EXPECT-OUTPUT: dot=29997 n=10000
#include <cstdio>
#include <vector>
int main() {
  std::vector<double> x(10000), y(10000);
  for (std::size_t i = 0; i < x.size(); ++i) { x[i] = static_cast<double>(i % 3); y[i] = 3.0; }
  double dot = 0;
#pragma omp parallel for simd reduction(+ : dot)
  for (std::size_t i = 0; i < x.size(); ++i) dot += x[i] * y[i];
  std::printf("dot=%.0f n=%zu\n", dot, x.size());
}
