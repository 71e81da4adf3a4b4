// The irregular nest of hb-micro as a standalone program (locals instead of a struct):
// 1 worker / 2 workers here gave 40.3 / 20.4 ms (1.97x) on the 2-core VM while hb-micro's
// copy gave 51 / 31.6 ms (1.62x) at the same commit. Kept to find out why.
//   HB_NUM_WORKERS=2 ./build/bench/micro/hb-nest-standalone
#include <heartbeat/heartbeat.hpp>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>
#include <algorithm>
static uint64_t hash64(uint64_t u) { uint64_t v = u * 3935559000370003845ull + 2691343689449507681ull; v ^= v >> 21; v ^= v << 37; v ^= v >> 4; v *= 4768777513237032717ull; v ^= v << 20; v ^= v >> 41; v ^= v << 5; return v; }
int main() {
  int64_t rows = 200000, avg = 100; std::vector<int64_t> start(rows + 1);
  for (int64_t i = 0; i < rows; ++i) { uint64_t h = hash64(i); int64_t len = (h % 64 == 0) ? avg * 30 : (int64_t)(h % (avg + 1)); start[i + 1] = start[i] + len; }
  std::vector<double> out(start[rows]);
  auto f = [](int64_t i, int64_t j) { return std::sqrt((double)(i ^ j) + 1.0); };
  double best = 1e9, bs = 1e9;
  for (int r = 0; r < 20; r++) {
    auto t0 = std::chrono::steady_clock::now();
    hb::parallel_for(0, rows, [&](int64_t i) { hb::parallel_for(start[i], start[i + 1], [&](int64_t k) { out[k] = f(i, k); }); });
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    t0 = std::chrono::steady_clock::now();
    for (int64_t i = 0; i < rows; ++i) for (int64_t k = start[i]; k < start[i + 1]; ++k) out[k] = f(i, k);
    bs = std::min(bs, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  std::printf("hb %.2f ms seq %.2f ms\n", best * 1e3, bs*1e3);
}
