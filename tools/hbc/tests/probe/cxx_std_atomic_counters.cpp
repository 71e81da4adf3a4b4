// std::atomic counters and flags inside `parallel for`: fetch_add with memory orders, a
// compare_exchange_weak loop for a running max, an atomic<bool> "found" flag set once
// (an early-exit search in which every iteration still runs), std::atomic<double> via
// compare_exchange, and an array of std::atomic<int> histogram bins.
#include <atomic>
#include <cstdio>
#include <vector>
#include <cmath>

static void atomic_max(std::atomic<long> &m, long v)
{
    long cur = m.load(std::memory_order_relaxed);
    while (v > cur && !m.compare_exchange_weak(cur, v, std::memory_order_relaxed)) {
    }
}

static void atomic_add(std::atomic<double> &a, double v)
{
    double cur = a.load();
    while (!a.compare_exchange_weak(cur, cur + v)) {
    }
}

int main()
{
    const int n = 50000;
    std::atomic<long> count{0}, maxval{-1};
    std::atomic<bool> found{false};
    std::atomic<int> first_hit{n};
    std::atomic<double> dsum{0.0};
    std::vector<std::atomic<int>> bins(10);
    for (auto &b : bins) b.store(0);
#pragma omp parallel for schedule(dynamic, 256)
    for (int i = 0; i < n; ++i) {
        long v = (i * 2654435761u) % 100003;
        if (v % 3 == 0) count.fetch_add(1, std::memory_order_relaxed);
        atomic_max(maxval, v);
        if (v == 4242) {
            found.store(true, std::memory_order_release);
            int cur = first_hit.load();
            while (i < cur && !first_hit.compare_exchange_weak(cur, i)) {
            }
        }
        bins[v % 10].fetch_add(1);
        if (i % 100 == 0) atomic_add(dsum, std::sqrt((double)i));
    }
    long bsum = 0;
    for (int b = 0; b < 10; ++b) bsum += (long)bins[b].load() * (b + 1);
    std::printf("count=%ld max=%ld found=%d first=%d dsum=%.6f bins=%ld\n", count.load(), maxval.load(),
                (int)found.load(), first_hit.load(), dsum.load(), bsum);
    return 0;
}
