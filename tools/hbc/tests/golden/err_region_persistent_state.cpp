// Class 2 (uses the team): region-private state that persists across a thread's iterations
// (a random generator per thread, as in GAPBS) cannot be run once; hbc rejects it at the line
// where the loop changes it.
// EXPECT-ERROR: variable 'rng' is private to the enclosing parallel region and written in a worksharing loop
// EXPECT-ERROR-LINE: 15
#include <cstdio>
#include <random>
static unsigned v[1000];
int main() {
#pragma omp parallel
  {
    std::mt19937 rng(27491095);
#pragma omp for
    for (int i = 0; i < 1000; i++)
      v[i] = rng() % 100;
  }
  unsigned s = 0;
  for (int i = 0; i < 1000; i++) s += v[i];
  std::printf("%u\n", s);
}
