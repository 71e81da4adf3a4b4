// API surface (callable kinds, value categories, tunables) and evidence of actual
// parallelism: with two or more workers, heartbeats must spread long-running work, across
// any nesting level.
#include <memory>
#include <mutex>
#include <set>
#include <thread>

#include "common.hpp"

namespace {

std::atomic<int64_t> g_fp_sum{0};
void add_to_sum(int64_t i) { g_fp_sum.fetch_add(i, std::memory_order_relaxed); }
int64_t square(int64_t i) { return i * i; }
int64_t add(int64_t a, int64_t b) { return a + b; }
int seven() { return 7; }

struct CountingBody {
    std::atomic<int64_t> *n;
    void operator()(int64_t) const { n->fetch_add(1, std::memory_order_relaxed); }
};

// Records which workers ran iterations (sampled).
class Ids {
public:
    void add() {
        const int id = hb::worker_id();
        std::lock_guard<std::mutex> lk(mu_);
        ids_.insert(id);
    }
    size_t size() {
        std::lock_guard<std::mutex> lk(mu_);
        return ids_.size();
    }

private:
    std::mutex mu_;
    std::set<int> ids_;
};

}  // namespace

TEST(Api, AcceptsFunctionPointersFunctorsAndStdFunction) {
    g_fp_sum = 0;
    hb::parallel_for(0, 1000, add_to_sum);
    EXPECT_EQ(g_fp_sum.load(), 999 * 1000 / 2);
    std::atomic<int64_t> n{0};
    const CountingBody body{&n};
    hb::parallel_for(0, 500, body);  // const lvalue functor
    CountingBody body2{&n};
    hb::parallel_for(0, 500, body2);  // non-const lvalue
    std::function<void(int64_t)> fn = [&](int64_t) { n.fetch_add(1); };
    hb::parallel_for(0, 500, fn);
    EXPECT_EQ(n.load(), 1500);
    EXPECT_EQ(hb::parallel_reduce(0, 100, int64_t{0}, add, square), 328350);
    std::function<int64_t(int64_t, int64_t)> comb = add;
    EXPECT_EQ(hb::parallel_reduce(0, 100, int64_t{0}, comb, square), 328350);
    auto [a, b] = hb::fork2(seven, seven);
    EXPECT_EQ(a + b, 14);
}

TEST(Api, MoveOnlyAndConstBodiesAndCombines) {
    // The slow path copies copyable bodies and combines and holds the others by reference.
    const int64_t n = hbt::scaled(300000, 3000);
    hbt::Visits v(n);
    auto owned = std::make_unique<int>(1);
    hb::parallel_for(0, n, [&v, p = std::move(owned)](int64_t i) { v.visit(i * *p); });
    EXPECT_TRUE(v.exactly_once());
    auto one = std::make_unique<int64_t>(1);
    const auto plus = [q = std::move(one)](int64_t a, int64_t b) { return a + b * *q; };
    const auto body = [](int64_t i) { return i; };
    EXPECT_EQ(hb::parallel_reduce(0, n, int64_t{0}, plus, body), n * (n - 1) / 2);
    EXPECT_EQ(hb::parallel_reduce_range(0, n, int64_t{0}, plus,
                                        [](int64_t a, int64_t b, int64_t &acc) {
                                            for (int64_t i = a; i < b; ++i) acc += i;
                                        }),
              n * (n - 1) / 2);
}

TEST(Api, Fork2AcceptsLvalueAndMutableCallables) {
    int x = 0;
    auto f = [&] { return ++x, 1; };
    auto g = [y = 10]() mutable { return ++y; };
    for (int k = 0; k < 100; ++k) {
        auto [p, q] = hb::fork2(f, g);
        ASSERT_EQ(p, 1);
        ASSERT_EQ(q, 11 + k) << "the mutable lvalue branch must run on the caller's object";
    }
    EXPECT_EQ(x, 100);
}

int forty_two() { return 42; }
void do_nothing() {}

TEST(Api, Fork2AcceptsPlainFunctions) {
    // A function is held by reference (never copied into the frame), under promotion too.
    auto [a, b] = hb::fork2(forty_two, do_nothing);
    EXPECT_EQ(a, 42);
    (void)b;
    auto [c, d] = hb::fork2(&do_nothing, &forty_two);
    (void)c;
    EXPECT_EQ(d, 42);
}

TEST(Api, ReduceBodyResultConvertsToAccumulatorType) {
    const int64_t n = 100000;
    const int64_t s = hb::parallel_reduce(0, n, int64_t{0}, std::plus<int64_t>{}, [](int64_t i) { return static_cast<int>(i % 3); });
    EXPECT_EQ(s, (n / 3) * 3 + (n % 3 == 2 ? 1 : 0));
    const double d = hb::parallel_reduce(0, 1000, 0.0, std::plus<>{}, [](int64_t) { return 1; });  // identity must be neutral
    EXPECT_EQ(d, 1000.0);
}

TEST(Api, PoolThreadsAreToldApartFromTheProgramsOwnThreads) {
    (void)hb::num_workers();
    EXPECT_EQ(hb_is_pool_thread(), 0);
    int other = -1;
    std::thread t([&] {
        hb::parallel_for(0, 10, [](int64_t) {});  // attached, still the program's own thread
        other = hb_is_pool_thread();
    });
    t.join();
    EXPECT_EQ(other, 0);
    // with one user thread, an iteration runs on a pool thread exactly when it runs elsewhere
    const auto me = std::this_thread::get_id();
    std::atomic<int> mismatched{0};
    hb::parallel_for(0, hbt::scaled(200000, 1000), [&](int64_t) {
        const bool pool = hb_is_pool_thread() != 0, here = std::this_thread::get_id() == me;
        if (pool == here) mismatched.fetch_add(1, std::memory_order_relaxed);
    });
    EXPECT_EQ(mismatched.load(), 0);
}

TEST(Api, HeartbeatIntervalIsSettable) {
    const int old = hb::heartbeat_us();
    EXPECT_GE(old, 1);
    hb::set_heartbeat_us(250);
    EXPECT_EQ(hb::heartbeat_us(), 250);
    hb::set_heartbeat_us(0);  // clamped to at least 1
    EXPECT_GE(hb::heartbeat_us(), 1);
    hb::set_heartbeat_us(old);
    EXPECT_EQ(hb::heartbeat_us(), old);
    hbt::Visits v(100000);
    hb::parallel_for(0, 100000, [&](int64_t i) { v.visit(i); });
    EXPECT_TRUE(v.exactly_once());
}

TEST(Parallelism, LongFlatLoopUsesSeveralWorkers) {
    if (hb::num_workers() < 2) GTEST_SKIP() << "one worker";
    Ids ids;
    std::atomic<bool> enough{false};
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    // Runs until two workers were seen or 5 s passed; iterations are cheap but not free.
    try {
        hb::parallel_for(0, int64_t{1} << 40, [&](int64_t i) {
            if ((i & 1023) == 0) {
                ids.add();
                if (ids.size() >= 2 || std::chrono::steady_clock::now() > deadline) enough.store(true);
            }
            if (enough.load(std::memory_order_relaxed)) throw hbt::Boom(i);  // stop the huge loop
        });
    } catch (const hbt::Boom &) {
    }
    EXPECT_GE(ids.size(), 2u) << "5 s of a flat loop ran on a single worker";
}

TEST(Parallelism, WorkOnlyInAnInnerLoopIsSpread) {
    // The outer loop has one heavy iteration: promotion must reach the inner loop.
    if (hb::num_workers() < 2) GTEST_SKIP() << "one worker";
    hbt::ForceGuard fg(hbt::forced());
    Ids ids;
    const int64_t m = hbt::scaled(20000000, 200000, 0.05);
    // Repeat until a second worker showed up or 5 s: under a sanitizer one pass can end
    // before a delivered heartbeat meets an awake thief (failed once in CI under ping).
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    do {
        std::atomic<int64_t> done{0};
        hb::parallel_for(0, 2, [&](int64_t i) {
            if (i == 1) return;
            hb::parallel_for(0, m, [&](int64_t j) {
                if ((j & 4095) == 0) ids.add();
                done.fetch_add(1, std::memory_order_relaxed);
            });
        });
        ASSERT_EQ(done.load(), m);
    } while (ids.size() < 2 && std::chrono::steady_clock::now() < deadline);
    EXPECT_GE(ids.size(), 2u) << "5 s of a heavy inner loop under a 2-iteration outer loop ran on one worker";
}

TEST(Parallelism, Fork2RecursionUsesSeveralWorkers) {
    if (hb::num_workers() < 2) GTEST_SKIP() << "one worker";
    Ids ids;
    std::function<int64_t(int)> fib = [&](int n) -> int64_t {
        if (n < 2) {
            return n;
        }
        if (n == 12) ids.add();
        auto [a, b] = hb::fork2([&] { return fib(n - 1); }, [&] { return fib(n - 2); });
        return a + b;
    };
    // Repeat until a second worker showed up (it may need time to be scheduled) or 5 s.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    do {
        ASSERT_EQ(fib(hbt::sanitized() ? 24 : 27), hbt::sanitized() ? 46368 : 196418);
    } while (ids.size() < 2 && std::chrono::steady_clock::now() < deadline);
    EXPECT_GE(ids.size(), 2u) << "5 s of fork2 recursion ran on a single worker";
}
