// A parallel region whose region-level code calls a function keeps omp_in_parallel()
// answering 1 inside it (the level counter is updated around the region).
// EXPECT-TRANSLATION: hbc_region_enter(
// EXPECT-OUTPUT: 1 0 45
#include <cstdio>
#include <omp.h>
static int probe() { return omp_in_parallel(); }
int main() {
  int in = -1, s = 0;
#pragma omp parallel
  {
    in = probe();
#pragma omp for reduction(+:s)
    for (int i = 0; i < 10; ++i) s += i;
  }
  std::printf("%d %d %d\n", in, omp_in_parallel(), s);
}
