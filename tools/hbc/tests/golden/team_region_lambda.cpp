// Team mode for a parallel region inside a lambda: a per-thread std::vector filled by an
// `omp for` and merged under `critical`, and a thread-id split, in a lambda called twice.
// The region's lambda form nests in the user's lambda, capturing by reference.
// EXPECT-TRANSLATION: hbc_rt::team_run(
// EXPECT-OUTPUT: round 0: 1429 1429 1429 1429 1428 1428 1428 parts=10000
// EXPECT-OUTPUT: round 1: 2858 2858 2858 2858 2856 2856 2856 parts=20000
#include <omp.h>
#include <cstdio>
#include <vector>

int main() {
  const int n = 10000, nb = 7;
  std::vector<int> keys(n);
  for (int i = 0; i < n; i++) keys[i] = i;
  std::vector<long> counts(nb, 0);
  long parts = 0;
  auto count_keys = [&](int round) {
#pragma omp parallel
    {
      std::vector<long> mine(nb, 0);
#pragma omp for
      for (int i = 0; i < n; i++) mine[keys[i] % nb]++;
#pragma omp critical
      for (int b = 0; b < nb; b++) counts[b] += mine[b];
      long share = 0;
      for (int i = omp_get_thread_num(); i < n; i += omp_get_num_threads()) share++;
#pragma omp atomic
      parts += share;
    }
    std::printf("round %d:", round);
    for (long c : counts) std::printf(" %ld", c);
    std::printf(" parts=%ld\n", parts);
  };
  count_keys(0);
  count_keys(1);
  return 0;
}
