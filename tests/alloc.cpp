// Promoted work lives in the frames that promote it: the runtime allocates no memory per
// task, per promotion or per iteration. Counted by replacing the global operator new in
// this test binary.
#include <cstdlib>
#include <new>

#include "common.hpp"

namespace {
std::atomic<bool> g_counting{false};
std::atomic<int64_t> g_allocs{0};

void *counted_alloc(std::size_t n) {
    if (g_counting.load(std::memory_order_relaxed)) g_allocs.fetch_add(1, std::memory_order_relaxed);
    if (void *p = std::malloc(n ? n : 1)) return p;
    throw std::bad_alloc();
}

template <class F>
int64_t allocations_during(F &&f) {
    g_allocs = 0;
    g_counting = true;
    f();
    g_counting = false;
    return g_allocs.load();
}

int64_t fib(int n) {
    if (n < 2) return n;
    auto [a, b] = hb::fork2([&] { return fib(n - 1); }, [&] { return fib(n - 2); });
    return a + b;
}

int64_t nest_sum(int64_t n) {
    return hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [](int64_t i) {
        return hb::parallel_reduce(0, i % 64, int64_t{0}, std::plus<>{}, [i](int64_t j) { return i ^ j; });
    });
}
}  // namespace

void *operator new(std::size_t n) { return counted_alloc(n); }
void *operator new[](std::size_t n) { return counted_alloc(n); }
void operator delete(void *p) noexcept { std::free(p); }
void operator delete[](void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
void operator delete[](void *p, std::size_t) noexcept { std::free(p); }

TEST(Allocation, PromotionsAllocateNothing) {
    // Forced promotion: every poll promotes, thousands of tasks are spawned and joined.
    hbt::ForceGuard fg(true);
    const int64_t n = hbt::scaled(4000, 400, 1.0);
    int64_t want = 0;
    for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < i % 64; ++j) want += i ^ j;
    // Warm up: deques and per-thread state reach their steady size.
    for (int k = 0; k < 3; ++k) {
        ASSERT_EQ(nest_sum(n), want);
        ASSERT_EQ(fib(18), 2584);
    }
    hb::stats_reset();
    int64_t got = 0, f = 0;
    const int64_t allocs = allocations_during([&] {
        got = nest_sum(n);
        f = fib(18);
    });
    EXPECT_EQ(got, want);
    EXPECT_EQ(f, 2584);
    const std::string js = hb::stats_json();  // allocates: outside the counted region
    const hbt::Json j = hbt::parse_json(js);
    EXPECT_GT(j["tasks_spawned"].num, 1000) << "the counted region promoted too little to mean anything";
    // A few allocations may come from deques growing under a new stealing pattern; none
    // may scale with the number of promotions.
    EXPECT_LT(allocs, 32) << allocs << " heap allocations for " << j["tasks_spawned"].num << " tasks";
}

TEST(Allocation, SequentialPathAllocatesNothing) {
    hbt::ForceGuard fg(false);
    hbt::WorkersGuard g(1);
    const auto work = [] {
        for (int k = 0; k < 100; ++k) (void)nest_sum(200);
        (void)fib(20);
    };
    // Warm up with the same work: the deque reaches the depth the counted run needs (with
    // delivered heartbeats the first beats may come later than with the clock).
    work();
    const int64_t allocs = allocations_during(work);
    EXPECT_EQ(allocs, 0);
}
