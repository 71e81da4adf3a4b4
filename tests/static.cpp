// The static scheduler and the per-loop hybrid: a statically split loop runs every
// iteration exactly once, folds non-commutative reductions in iteration order, keeps nested
// constructs promotable, propagates exceptions and leaves the runtime usable; the hybrid's
// forced modes are obeyed and short loops never fork.
#include <array>
#include <functional>
#include <string>

#include "common.hpp"

using hbt::mix;

namespace {

class ScheduleGuard {  // sets the loop schedule for one test, restores the process's afterwards
public:
    explicit ScheduleGuard(hb::loop_schedule s) : saved_(hb::get_loop_schedule()) { hb::set_loop_schedule(s); }
    ~ScheduleGuard() { hb::set_loop_schedule(saved_); }

private:
    hb::loop_schedule saved_;
};

double stat(const char *key) {
    const hbt::Json j = hbt::parse_json(hb::stats_json());
    return j[key].num;
}

using Mat = std::array<uint64_t, 4>;  // 2x2 mod 2^64: associative, not commutative
Mat mul(const Mat &a, const Mat &b) {
    return {a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3]};
}
Mat mat_of(int64_t i) {
    const uint64_t h = mix(i, 7);
    return {h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff, (h >> 24) & 0xff};
}

}  // namespace

TEST(Static, ForcedStaticRunsEveryIterationOnceWithRandomTripCounts) {
    ScheduleGuard g(hb::loop_schedule::static_split);
    hbt::Rng rng(3);
    hb::stats_reset();
    for (int round = 0; round < 40; ++round) {
        const int64_t n = static_cast<int64_t>(rng.uniform(1, static_cast<uint64_t>(hbt::scaled(200000, 100))));
        const int64_t lo = rng.uniform(-500, 499);
        hbt::Visits v(n, lo);
        hb::parallel_for(lo, lo + n, [&](int64_t i) { v.visit(i); });
        ASSERT_TRUE(v.exactly_once()) << "n = " << n << ", lo = " << lo;
        hbt::Visits r(n, lo);
        hb::parallel_for_range(lo, lo + n, [&](int64_t a, int64_t b) {
            for (int64_t i = a; i < b; ++i) r.visit(i);
        });
        ASSERT_TRUE(r.exactly_once()) << "range form, n = " << n;
    }
    if (hb::num_workers() > 1)
        EXPECT_GT(stat("static_forks"), 0) << "forced static: loops longer than the poll budget split";
}

TEST(Static, ForcedStaticSplitsEvenLoopsThatFitThePollBudgetOnceTheSiteIsKnown) {
    // A loop that fits the poll budget runs as plain code on the inlined path, which never
    // reaches the runtime; once the site's first loop has, its hb_site::split_from sends
    // every later one there, and forced static splits them all.
    if (hb::num_workers() < 2) GTEST_SKIP() << "one worker: nothing to split across";
    ScheduleGuard g(hb::loop_schedule::static_split);
    constexpr int64_t n = 64;
    std::vector<int64_t> count(n, 0);
    auto run = [&] { hb::parallel_for(0, n, [&](int64_t i) { count[i] += 1; }); };
    hb::stats_reset();
    int64_t runs = 0;
    for (; runs < 1000000 && stat("static_forks") == 0; ++runs) run();  // until the budget runs out once
    ASSERT_GT(stat("static_forks"), 0) << "no run of the site reached the runtime";
    hb::stats_reset();
    constexpr int kRuns = 500;
    for (int r = 0; r < kRuns; ++r) run();
    runs += kRuns;
    for (int64_t i = 0; i < n; ++i) ASSERT_EQ(count[i], runs) << "iteration " << i;
    EXPECT_EQ(stat("static_forks"), kRuns) << "a loop that fit the budget ran as plain code";
}

TEST(Static, NonCommutativeReductionIsTheSequentialFold) {
    for (auto s : {hb::loop_schedule::static_split, hb::loop_schedule::automatic, hb::loop_schedule::heartbeat}) {
        ScheduleGuard g(s);
        hbt::Rng rng(static_cast<uint64_t>(s) + 1);
        for (int round = 0; round < 20; ++round) {
            const int64_t n = static_cast<int64_t>(rng.uniform(1, static_cast<uint64_t>(hbt::scaled(100000, 50))));
            Mat want{1, 0, 0, 1};
            for (int64_t i = 0; i < n; ++i) want = mul(want, mat_of(i));
            const Mat got = hb::parallel_reduce(0, n, Mat{1, 0, 0, 1}, mul, [](int64_t i) { return mat_of(i); });
            ASSERT_EQ(got, want) << "n = " << n << ", schedule " << static_cast<int>(s);
            const Mat got_r = hb::parallel_reduce_range(0, n, Mat{1, 0, 0, 1}, mul, [](int64_t a, int64_t b, Mat &acc) {
                for (int64_t i = a; i < b; ++i) acc = mul(acc, mat_of(i));
            });
            ASSERT_EQ(got_r, want) << "range form, n = " << n;
        }
    }
}

TEST(Static, StringConcatenationKeepsIterationOrder) {
    ScheduleGuard g(hb::loop_schedule::static_split);
    const int64_t n = hbt::scaled(20000, 100);
    std::string want;
    for (int64_t i = 0; i < n; ++i) want += static_cast<char>('a' + i % 26);
    const std::string got = hb::parallel_reduce(
        0, n, std::string(), [](std::string a, const std::string &b) { return a + b; },
        [](int64_t i) { return std::string(1, static_cast<char>('a' + i % 26)); });
    EXPECT_EQ(got, want);
}

TEST(Static, NestedLoopsInsideAPieceStayPromotable) {
    ScheduleGuard g(hb::loop_schedule::static_split);
    const int64_t n = hbt::scaled(300, 8), m = hbt::scaled(3000, 16);
    hbt::Visits v(n * m);
    hb::stats_reset();
    hb::parallel_for(0, n, [&](int64_t i) {
        hb::parallel_for(0, m, [&](int64_t j) { v.visit(i * m + j); });
    });
    ASSERT_TRUE(v.exactly_once());
    const int64_t s = hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [&](int64_t i) {
        return hb::parallel_reduce(0, m, int64_t{0}, std::plus<>{}, [&](int64_t j) { return (i ^ j) & 3; });
    });
    int64_t want = 0;
    for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < m; ++j) want += (i ^ j) & 3;
    EXPECT_EQ(s, want);
    if (hbt::forced() && hb::num_workers() > 1)
        EXPECT_GT(stat("tasks_spawned"), 0) << "inner loops of a static piece must still be promoted";
}

TEST(Static, ForkInsideAPieceAndPieceInsideNothingElse) {
    ScheduleGuard g(hb::loop_schedule::static_split);
    std::function<int64_t(int)> fib = [&](int k) -> int64_t {
        if (k < 2) return k;
        auto [a, b] = hb::fork2([&] { return fib(k - 1); }, [&] { return fib(k - 2); });
        return a + b;
    };
    const int64_t n = hbt::scaled(64, 4);
    const int64_t s = hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [&](int64_t i) { return fib(10 + i % 5); });
    int64_t want = 0;
    const int64_t f[] = {55, 89, 144, 233, 377};
    for (int64_t i = 0; i < n; ++i) want += f[i % 5];
    EXPECT_EQ(s, want);
}

TEST(Static, ExceptionFromAnyPieceReachesTheCallerAndTheRuntimeStaysUsable) {
    ScheduleGuard g(hb::loop_schedule::static_split);
    hbt::Rng rng(3);
    const int64_t n = hbt::scaled(100000, 1000);
    for (int round = 0; round < 20; ++round) {
        const int64_t where = rng.uniform(0, n - 1);
        bool caught = false;
        try {
            hb::parallel_for(0, n, [&](int64_t i) {
                if (i == where) throw hbt::Boom(i);
            });
        } catch (const hbt::Boom &b) {
            caught = true;
            EXPECT_EQ(b.where, where);
        }
        EXPECT_TRUE(caught) << "the exception at " << where << " was lost";
        try {
            (void)hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [&](int64_t i) -> int64_t {
                if (i == where || i == n - 1 - where) throw hbt::Boom(i);
                return i;
            });
            ADD_FAILURE() << "no exception";
        } catch (const hbt::Boom &b) {
            EXPECT_TRUE(b.where == where || b.where == n - 1 - where);
        }
        hbt::Visits v(n);
        hb::parallel_for(0, n, [&](int64_t i) { v.visit(i); });
        ASSERT_TRUE(v.exactly_once()) << "after an exception";
    }
}

TEST(Static, HeartbeatScheduleNeverForks) {
    ScheduleGuard g(hb::loop_schedule::heartbeat);
    hb::stats_reset();
    const int64_t n = hbt::scaled(2000000, 1000);
    for (int r = 0; r < 5; ++r) {
        const int64_t s = hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [](int64_t i) { return i & 1; });
        ASSERT_EQ(s, n / 2);
    }
    EXPECT_EQ(stat("static_forks"), 0);
    EXPECT_EQ(stat("static_pieces"), 0);
}

TEST(Static, AutoNeverForksALoopThatFitsThePollBudget) {
    // Forced promotion makes every loop framed and slow, sanitizers make it slower: the loop
    // is then no longer short in time, which is what the rule looks at.
    if (hbt::forced() || hbt::sanitized()) GTEST_SKIP() << "timing-based rule";
    ScheduleGuard g(hb::loop_schedule::automatic);
    hb::stats_reset();
    int64_t s = 0;
    for (int r = 0; r < 20000; ++r)
        s += hb::parallel_reduce(0, 3, int64_t{0}, std::plus<>{}, [](int64_t i) { return i; });
    EXPECT_EQ(s, 3 * 20000);
    // Only a run stretched by preemption before any other was measured can mislead the
    // estimate, and a run can at most double it: a handful of forks at worst.
    EXPECT_LE(stat("static_forks"), 10) << "3-iteration loops paid forks";
}

TEST(Static, AutoSplitsALongRegularLoopOnIdleWorkers) {
    if (hb::num_workers() < 2) GTEST_SKIP() << "one worker: nothing to split across";
    ScheduleGuard g(hb::loop_schedule::automatic);
    hb::stats_reset();
    const int64_t n = 400000;  // ~0.5 ms or more of hashing: far above the hybrid's thresholds
    uint64_t acc = 0;
    for (int r = 0; r < 300 && stat("static_forks") == 0; ++r)
        acc += hb::parallel_reduce(0, n, uint64_t{0}, std::plus<>{}, [](int64_t i) { return mix(i) & 1; });
    EXPECT_GT(acc, 0u);
    EXPECT_GT(stat("static_forks"), 0) << "the hybrid never chose the static split for a long regular loop";
}

TEST(Static, SeveralUserThreadsRunStaticLoopsAtOnce) {
    ScheduleGuard g(hb::loop_schedule::static_split);
    const int64_t n = hbt::scaled(50000, 100);
    std::vector<std::thread> ts;
    std::atomic<int> bad{0};
    for (int t = 0; t < 4; ++t)
        ts.emplace_back([&, t] {
            for (int r = 0; r < 30; ++r) {
                const int64_t s = hb::parallel_reduce(0, n + t, int64_t{0}, std::plus<>{}, [](int64_t i) { return i; });
                if (s != (n + t) * (n + t - 1) / 2) bad.fetch_add(1);
            }
        });
    for (auto &th : ts) th.join();
    EXPECT_EQ(bad.load(), 0);
}

TEST(Static, ResizingWhileLoopsRunLosesNothing) {
    ScheduleGuard g(hb::loop_schedule::static_split);
    hbt::WorkersGuard wg(hbt::initial_workers(), 0);
    const int64_t n = hbt::scaled(50000, 100);
    for (int r = 0; r < 30; ++r) {
        hb::set_num_workers(1 + r % 4);
        hbt::Visits v(n);
        hb::parallel_for(0, n, [&](int64_t i) { v.visit(i); });
        ASSERT_TRUE(v.exactly_once()) << "round " << r;
    }
}

// A member that has not started its piece when the parent reaches the join (here: busy in a
// stolen task that waits for this very loop to end) must not hold the loop up: the parent
// runs the piece itself. Without take-back the join would wait for the watchdog.
TEST(Static, JoinRunsThePieceOfAMemberThatIsBusyElsewhere) {
    if (hb::num_workers() != 2) GTEST_SKIP() << "needs exactly one pool worker, made busy";
    ScheduleGuard g(hb::loop_schedule::static_split);
    std::atomic<bool> pool_busy{false}, release{false}, holder_gave_up{false}, holder_looping{true};
    std::thread holder([&] {  // a user thread whose latent branch the pool worker steals
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        hb::fork2(
            [&] {
                while (!pool_busy.load() && !holder_gave_up.load()) {
                    hb::parallel_for(0, 64, [](int64_t i) { asm volatile("" : : "r"(i)); });  // polls: promotes the other branch
                    if (std::chrono::steady_clock::now() > deadline) holder_gave_up.store(true);
                }
                // Its loops, outermost once the other branch is stolen, claim the static
                // pool under forced static: the loop below must find it free.
                holder_looping.store(false);
            },
            [&] {
                pool_busy.store(true);
                while (!release.load()) std::this_thread::yield();
            });
    });
    while ((!pool_busy.load() || holder_looping.load()) && !holder_gave_up.load()) std::this_thread::yield();
    if (holder_gave_up.load()) {
        release.store(true);
        holder.join();
        FAIL() << "no pool worker stole the waiting branch within 20 s";
    }
    std::thread watchdog([&] {  // turns a join that waits for the busy member into a failure, not a hang
        for (int i = 0; i < 200 && !release.load(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
        release.store(true);
    });
    hb::stats_reset();
    const int64_t n = 1 << 20;
    hbt::Visits v(n);
    hb::parallel_for(0, n, [&](int64_t i) { v.visit(i); });
    const bool finished_before_watchdog = !release.exchange(true);
    holder.join();
    watchdog.join();
    EXPECT_TRUE(v.exactly_once());
    EXPECT_TRUE(finished_before_watchdog) << "the join waited for a member that was busy elsewhere";
    EXPECT_GE(stat("static_taken_back"), 1);
}
