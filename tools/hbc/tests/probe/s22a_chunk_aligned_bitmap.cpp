// GAPBS bfs BUStep idiom: a bitmap of 64-bit words updated with a plain (non-atomic)
// read-modify-write inside `parallel for schedule(dynamic, 1024)`. OpenMP hands out chunks
// of 1024 consecutive iterations starting at multiples of 1024 from the lower bound, so no
// two threads ever touch the same word (1024 % 64 == 0): the program is race-free and must
// count every bit. A split of the iteration space at an index that is not a multiple of 64
// lets two workers read-modify-write the same word, and bits are lost.
#include <cstdint>
#include <cstdio>
#include <vector>

static uint64_t mix(uint64_t x, int k) {
  for (int i = 0; i < k; i++) x = x * 6364136223846793005ull + 1442695040888963407ull;
  return x;
}

int main() {
  const int64_t n = 1 << 14;
  std::vector<uint64_t> words(n / 64);
  long total = 0, bad_reps = 0;
  for (int rep = 0; rep < 300; rep++) {
    for (auto &x : words) x = 0;
    long set = 0;
#pragma omp parallel for reduction(+ : set) schedule(dynamic, 1024)
    for (int64_t u = 0; u < n; u++) {
      uint64_t w = words[u / 64];            // read the word
      uint64_t h = mix(u + rep, 100);        // the work between read and write
      if (h % 5 != 0) {
        words[u / 64] = w | ((uint64_t)1 << (u % 64));
        set++;
      }
    }
    long counted = 0;
    for (uint64_t x : words) counted += __builtin_popcountll(x);
    if (counted != set) bad_reps++;
    total += counted;
  }
  std::printf("bits=%ld bad_reps=%ld\n", total, bad_reps);
  return 0;
}
