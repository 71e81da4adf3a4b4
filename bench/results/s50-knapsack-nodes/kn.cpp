// Node counts of the suite's knapsack (same input, same code) sequentially and under hb.
#include <heartbeat/heartbeat.hpp>
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <climits>
#include <vector>
#include "/work/main/bench/suite/common.hpp"
using suite::hash64;
struct Item { int64_t w, v; };
static std::vector<Item> items;
static std::atomic<int64_t> best{0};
static thread_local int64_t nodes = 0;
static int64_t per_worker[64];
static std::atomic<int64_t> total_nodes{0};
template <bool Par>
int64_t knap(int64_t i, int64_t c, int64_t v) {
    if (Par) ++per_worker[hb::worker_id() & 63]; else ++nodes;
    if (c < 0) return INT64_MIN;
    if (i == (int64_t)items.size() || c == 0) return v;
    const Item &e = items[i];
    const double ub = (double)v + (double)c * (double)e.v / (double)e.w;
    if (ub < (double)best.load(std::memory_order_relaxed)) return INT64_MIN;
    int64_t with, without;
    if (Par) {
        auto r = hb::fork2([&] { return knap<Par>(i + 1, c - e.w, v + e.v); }, [&] { return knap<Par>(i + 1, c, v); });
        with = r.first; without = r.second;
    } else { with = knap<Par>(i + 1, c - e.w, v + e.v); without = knap<Par>(i + 1, c, v); }
    const int64_t b = std::max(with, without);
    int64_t cur = best.load(std::memory_order_relaxed);
    while (b > cur && !best.compare_exchange_weak(cur, b, std::memory_order_relaxed)) {}
    return b;
}
int main(int argc, char **argv) {
    for (int64_t i = 0; i < 36; ++i) {
        const int64_t w = 2 * (10 + (int64_t)(hash64(uint64_t(i) * 2 + 1) % 45));
        const int64_t v = 2 * w + (hash64(uint64_t(i) * 2 + 2) % 4 == 0 ? 1 : 0);
        items.push_back({w, v});
    }
    std::sort(items.begin(), items.end(), [](const Item &a, const Item &b) { return a.v * b.w > b.v * a.w; });
    bool par = argc > 1;
    for (int rep = 0; rep < 3; ++rep) {
        best = 0; nodes = 0; total_nodes = 0;
        int64_t r;
        if (par) {
            r = knap<true>(0, 915, 0);
            // gather every worker's counter: a parallel loop over many iterations adds them
            for (auto &x : per_worker) { total_nodes += x; x = 0; }
        } else { r = knap<false>(0, 915, 0); total_nodes = nodes; }
        std::printf("%s result %lld nodes %lld\n", par ? "hb" : "seq", (long long)r, (long long)total_nodes.load());
    }
}
