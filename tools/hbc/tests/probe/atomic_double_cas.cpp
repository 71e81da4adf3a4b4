// std::atomic<double> updated by compare_exchange loops in parallel loops (atomic add,
// atomic max), std::atomic<long> fetch_add, and an atomic flag for "found".
#include <atomic>
#include <cmath>
#include <cstdio>
#include <vector>

static void atomic_add(std::atomic<double> &a, double v)
{
    double old = a.load(std::memory_order_relaxed);
    while (!a.compare_exchange_weak(old, old + v, std::memory_order_relaxed)) {
    }
}

static void atomic_max(std::atomic<double> &a, double v)
{
    double old = a.load();
    while (v > old && !a.compare_exchange_strong(old, v)) {
    }
}

int main()
{
    const int n = 20000;
    std::vector<double> v(n);
    for (int i = 0; i < n; i++) v[i] = std::sin(i * 0.01) * 100.0;
    std::atomic<double> sum{0.0}, mx{-1e300};
    std::atomic<long> cnt{0};
    std::atomic<bool> found{false};
    std::vector<std::atomic<int>> bins(10);
    for (auto &b : bins) b.store(0);
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        atomic_add(sum, std::floor(v[i]));
        atomic_max(mx, v[i]);
        if (v[i] > 0) cnt.fetch_add(1, std::memory_order_relaxed);
        if (i == 12345) found.store(true);
        int b = (int)((v[i] + 100.0) / 20.0);
        if (b > 9) b = 9;
        if (b < 0) b = 0;
        bins[b]++;
    }
    std::printf("sum=%.1f max=%.6f cnt=%ld found=%d\n", sum.load(), mx.load(), cnt.load(),
                (int)found.load());
    for (auto &b : bins) std::printf("%d ", b.load());
    std::printf("\n");
    return 0;
}
