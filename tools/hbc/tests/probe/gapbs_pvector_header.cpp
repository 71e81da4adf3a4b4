// GAPBS layout: the program includes its own pvector.h (a class template with `parallel for`
// in a member function) before any directive of its own; the main file then uses it in a
// `parallel for reduction`. hbc++ inserts its prelude inside the header's
// `template <typename T_>` / `class pvector` (see class_template_first_directive_min.cpp).
#include <cstdio>
#include "probe_pvector.h"

int main() {
  pvector<long> deg(5000, 3);
  for (size_t i = 0; i < deg.size(); i += 7) deg[i] = (long)i;
  long total = 0;
#pragma omp parallel for reduction(+ : total)
  for (size_t i = 0; i < deg.size(); i++) total += deg[i];
  deg.fill(2);
  long after = 0;
  for (size_t i = 0; i < deg.size(); i++) after += deg[i];
  std::printf("total=%ld after=%ld\n", total, after);
  return 0;
}
