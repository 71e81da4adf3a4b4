// omp atomic in C++ on an array element.
// EXPECT-OUTPUT: 125 125 125 125 125 125 125 125
#include <cstdio>
int main() {
  int h[8] = {0};
#pragma omp parallel for
  for (int i = 0; i < 1000; i++) {
#pragma omp atomic
    h[i % 8]++;
  }
  for (int k = 0; k < 8; k++) std::printf(k ? " %d" : "%d", h[k]);
  std::printf("\n");
}
