// Several user threads running constructs at once, constructs started from inside tasks,
// worker-count changes between constructs and inside them (set_num_workers is callable anywhere).
#include <chrono>
#include <cstdlib>
#include <mutex>
#include <set>
#include <thread>

#include <sys/syscall.h>
#include <unistd.h>

#include <heartbeat/team.hpp>

#include "common.hpp"

using hbt::mix;
using hbt::Visits;

namespace {

int64_t fib(int n) {
    if (n < 2) return n;
    auto [a, b] = hb::fork2([&] { return fib(n - 1); }, [&] { return fib(n - 2); });
    return a + b;
}

// A mixed workload with exact, checkable results; returns a failure description or "".
std::string workload(uint64_t salt, int rounds) {
    for (int r = 0; r < rounds; ++r) {
        const int64_t n = 1000 + static_cast<int64_t>(mix(salt, r) % static_cast<uint64_t>(hbt::scaled(20000, 1000)));
        Visits v(n);
        hb::parallel_for(0, n, [&](int64_t i) {
            hb::parallel_for(0, i % 4, [&](int64_t) {});
            v.visit(i);
        });
        if (!v.exactly_once()) return "loop: " + std::string(v.exactly_once().message());
        const std::string s = hb::parallel_reduce(0, n / 10, std::string(), std::plus<>{},
                                                  [](int64_t i) { return std::string(1, static_cast<char>('a' + i % 26)); });
        for (int64_t i = 0; i < n / 10; ++i)
            if (s[static_cast<size_t>(i)] != 'a' + i % 26) return "reduce order at " + std::to_string(i);
        if (static_cast<int64_t>(s.size()) != n / 10) return "reduce size";
        const int fn = hbt::sanitized() ? 15 : 20;
        const int64_t f = fib(fn);
        if (f != (fn == 15 ? 610 : 6765)) return "fib " + std::to_string(f);
    }
    return "";
}

}  // namespace

TEST(Threads, SeveralUserThreadsRunConstructsAtOnce) {
    const int T = 4;
    std::vector<std::string> err(T);
    std::vector<std::thread> th;
    for (int t = 0; t < T; ++t) th.emplace_back([&, t] { err[static_cast<size_t>(t)] = workload(hbt::test_salt() + t, hbt::sanitized() ? 3 : 15); });
    for (auto &t : th) t.join();
    for (int t = 0; t < T; ++t) EXPECT_EQ(err[static_cast<size_t>(t)], "") << "thread " << t;
}

TEST(Threads, MainThreadAndUserThreadsTogether) {
    std::string e1, e2;
    std::thread a([&] { e1 = workload(1, 5); });
    e2 = workload(2, 5);
    a.join();
    EXPECT_EQ(e1, "");
    EXPECT_EQ(e2, "");
}

TEST(Threads, ShortLivedThreadsOneAfterAnother) {
    // Worker records of exited threads are recycled; each thread must still work.
    for (int t = 0; t < (hbt::sanitized() ? 20 : 100); ++t) {
        std::string e;
        std::thread th([&] {
            if (hb::worker_id() != -1) e = "worker_id before the first construct";
            const int64_t s = hb::parallel_reduce(0, 10000, int64_t{0}, std::plus<>{}, [](int64_t i) { return i; });
            if (s != 10000 * 9999 / 2) e = "sum";
            if (hb::worker_id() < 0) e = "worker_id after a construct";
        });
        th.join();
        ASSERT_EQ(e, "") << "thread " << t;
    }
}

TEST(Threads, ManyThreadsAtOnce) {
    const int T = hbt::sanitized() ? 8 : 24;
    std::atomic<int> bad{0};
    std::vector<std::thread> th;
    for (int t = 0; t < T; ++t)
        th.emplace_back([&, t] {
            for (int r = 0; r < 5; ++r) {
                const int64_t n = 5000 + t * 100 + r;
                const int64_t s = hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [](int64_t i) {
                    return hb::parallel_reduce(0, i % 3, int64_t{0}, std::plus<>{}, [i](int64_t) { return i; });
                });
                int64_t w = 0;
                for (int64_t i = 0; i < n; ++i) w += i * (i % 3);
                if (s != w) bad.fetch_add(1);
            }
        });
    for (auto &t : th) t.join();
    EXPECT_EQ(bad.load(), 0);
}

TEST(Threads, ThreadStartedInsideALoopBodyRunsItsOwnConstruct) {
    // A body blocks on a std::thread that runs its own construct: the runtime must not
    // depend on the blocked worker to finish the other thread's work.
    const int64_t n = 8;
    Visits outer(n), inner(n * 5000);
    hb::parallel_for(0, n, [&](int64_t i) {
        outer.visit(i);
        std::thread t([&, i] { hb::parallel_for(0, 5000, [&](int64_t j) { inner.visit(i * 5000 + j); }); });
        t.join();
    });
    EXPECT_TRUE(outer.exactly_once());
    EXPECT_TRUE(inner.exactly_once());
}

TEST(Threads, ConstructsStartedFromInsideTasks) {
    // Every level starts new constructs from inside (possibly stolen) tasks.
    const int64_t n = hbt::scaled(200, 20);
    Visits v(n * 64);
    std::atomic<int64_t> fibs{0};
    hb::parallel_for(0, n, [&](int64_t i) {
        auto [a, b] = hb::fork2(
            [&] { return hb::parallel_reduce(0, 32, int64_t{0}, std::plus<>{}, [&](int64_t j) { v.visit(i * 64 + j); return int64_t{1}; }); },
            [&] {
                hb::parallel_for(32, 64, [&](int64_t j) { v.visit(i * 64 + j); });
                return fib(12);
            });
        if (a == 32 && b == 144) fibs.fetch_add(1);
    });
    EXPECT_TRUE(v.exactly_once());
    EXPECT_EQ(fibs.load(), n);
}

TEST(Workers, EnvironmentSetsTheWorkerCount) {
    const char *e = std::getenv("HB_NUM_WORKERS");
    if (!e) GTEST_SKIP() << "HB_NUM_WORKERS not set";
    EXPECT_EQ(hbt::initial_workers(), std::atoi(e));
    hb::parallel_for(0, 10, [](int64_t) {});
    EXPECT_EQ(hb::num_workers(), std::atoi(e));
}

TEST(Workers, SetNumWorkersBetweenConstructs) {
    {
        hbt::WorkersGuard g(hbt::initial_workers());
        for (int w : {1, 3, 2, 1, 4}) {
            hb::set_num_workers(w);
            EXPECT_EQ(hb::num_workers(), w);
            // Surplus pool threads leave when idle (documented): give them a moment.
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            const int64_t n = hbt::scaled(300000, 20000);
            Visits v(n);
            std::mutex mu;
            std::set<int> ids;
            hb::parallel_for(0, n, [&](int64_t i) {
                v.visit(i);
                if (i % 64 == 0) {
                    const int id = hb::worker_id();
                    std::lock_guard<std::mutex> lk(mu);
                    ids.insert(id);
                }
            });
            EXPECT_TRUE(v.exactly_once()) << "workers=" << w;
            EXPECT_LE(static_cast<int>(ids.size()), w) << "more threads ran bodies than workers, workers=" << w;
            for (int id : ids) EXPECT_GE(id, 0);
            EXPECT_EQ(fib(18), 2584) << "workers=" << w;
        }
    }
    EXPECT_EQ(hb::num_workers(), hbt::initial_workers());
}

// A pool thread retired by a shrink parks for HB_POOL_LINGER_MS, then leaves and gives its
// record back; a later grow starts a thread on that record. Until session 78 the record kept
// the leaving thread's `leaving` flag, so once its new thread retired in turn, a grow could
// not revive it while it was parked and started another thread on a new, higher index: ids
// left [0, count), and the id bound that omp_get_max_threads() answers stayed above it (3
// after omp_set_num_threads(2): dipy's nlmeans under hbc, helper-133).
TEST(Workers, ShrinkThenGrowReusesTheLeavingThreadsIndex) {
    const char *l = std::getenv("HB_POOL_LINGER_MS");
    const int linger = l ? std::atoi(l) : 1000;
    if (linger > 100 || hb::num_workers() != 2) GTEST_SKIP() << "needs 2 workers and a short linger (the linger20_w2 mode)";
    {
        hbt::WorkersGuard g(2);
        int wrong = 0, last_bound = 0, last_id = 0;
        for (int round = 0; round < 10; ++round) {
            hb::set_num_workers(1);  // the pool thread parks, then leaves
            std::this_thread::sleep_for(std::chrono::milliseconds(3 * linger + 20));
            hb::set_num_workers(2);  // a new thread on the record it gave back
            hb::set_num_workers(1);  // which parks at once
            hb::set_num_workers(2);  // and is revived
            std::atomic<int> top_id{0};
            hb::team_run([&] {  // (waits for a starting thread: the team has both workers)
                const int id = hb::worker_id();
                for (int t = top_id.load(); id > t && !top_id.compare_exchange_weak(t, id);) {
                }
            });
            const int bound = hb::worker_id_bound();
            if (bound != 2 || top_id.load() != 1) ++wrong, last_bound = bound, last_id = top_id.load();
        }
        EXPECT_EQ(wrong, 0) << "after growing back to 2 workers: id bound " << last_bound << ", highest member id "
                            << last_id;
    }
}

TEST(Workers, OneWorkerRunsEverythingOnTheCaller) {
    hbt::WorkersGuard g(1);
    hb::parallel_for(0, 1, [](int64_t) {});
    const int me = hb::worker_id();
    ASSERT_GE(me, 0);
    std::atomic<int> others{0};
    hb::parallel_for(0, hbt::scaled(200000, 5000), [&](int64_t i) {
        hb::parallel_for(0, i % 3, [&](int64_t) {
            if (hb::worker_id() != me) others.fetch_add(1);
        });
        if (hb::worker_id() != me) others.fetch_add(1);
    });
    hb::fork2([&] { if (hb::worker_id() != me) others.fetch_add(1); }, [&] { if (hb::worker_id() != me) others.fetch_add(1); });
    EXPECT_EQ(others.load(), 0);
}

// set_num_workers is callable anywhere, also inside constructs (docs/tunables.md): new pool
// threads start at once, surplus ones leave when idle. The construct in which it is called
// must complete exactly, and the new count must hold afterwards.
TEST(Workers, SetNumWorkersInsideLoopBodyResizesAndCompletes) {
    hbt::WorkersGuard g(hbt::initial_workers());
    for (int target : {1, 3, 2}) {
        const int64_t n = hbt::scaled(100000, 5000);
        Visits v(n);
        hb::parallel_for(0, n, [&](int64_t i) {
            if (i == n / 3) hb::set_num_workers(target);
            hb::parallel_for(0, i % 3, [](int64_t) {});
            v.visit(i);
        });
        EXPECT_TRUE(v.exactly_once()) << "target " << target;
        EXPECT_EQ(hb::num_workers(), target);
        EXPECT_EQ(fib(16), 987);
    }
}

TEST(Workers, SetNumWorkersInsideSingleIterationLoopsAndFork2Branches) {
    hbt::WorkersGuard g(hbt::initial_workers());
    hb::parallel_for(0, 100000, [](int64_t) {});  // warm up the poll budget: frameless loops
    hb::parallel_for(0, 1, [](int64_t) { hb::set_num_workers(3); });
    EXPECT_EQ(hb::num_workers(), 3);
    const int r = hb::parallel_reduce(0, 1, 0, std::plus<>{}, [](int64_t) {
        hb::set_num_workers(1);
        return 7;
    });
    EXPECT_EQ(r, 7);
    EXPECT_EQ(hb::num_workers(), 1);
    auto [a, b] = hb::fork2([] { hb::set_num_workers(2); return fib(12); }, [] { hb::set_num_workers(4); return fib(13); });
    EXPECT_EQ(a, 144);
    EXPECT_EQ(b, 233);
    EXPECT_EQ(hb::num_workers(), 4);
    Visits v(50000);
    hb::parallel_for(0, 50000, [&](int64_t i) { v.visit(i); });
    EXPECT_TRUE(v.exactly_once());
}

TEST(Workers, ResizeStormInsideConstructs) {
    // Many iterations (on any worker, pool threads included) resize the pool while the
    // construct runs: it must finish with every iteration once, and the runtime must work.
    hbt::WorkersGuard g(hbt::initial_workers());
    for (int rep = 0; rep < 3; ++rep) {
        const int64_t n = hbt::scaled(400, 40);
        Visits v(n * 100);
        hb::parallel_for(0, n, [&](int64_t i) {
            if (i % 7 == 0) hb::set_num_workers(1 + static_cast<int>((i / 7 + rep) % 4));
            hb::parallel_for(0, 100, [&](int64_t j) { v.visit(i * 100 + j); });
        });
        ASSERT_TRUE(v.exactly_once()) << "rep " << rep;
    }
    hb::set_num_workers(2);
    EXPECT_EQ(hb::num_workers(), 2);
    EXPECT_EQ(fib(18), 2584);
}

TEST(Workers, SetNumWorkersRejectsOutOfRange) {
    EXPECT_THROW(hb::set_num_workers(0), std::invalid_argument);
    EXPECT_THROW(hb::set_num_workers(-3), std::invalid_argument);
    EXPECT_THROW(hb::set_num_workers(2049), std::invalid_argument);
    EXPECT_EQ(hb_set_num_workers(0), -1);
    EXPECT_EQ(hb::num_workers(), hbt::initial_workers());
}

TEST(Workers, WorkerIdIsMinusOneBeforeFirstConstructThenStable) {
    int before = 0, after1 = -1, after2 = -2;
    std::thread t([&] {
        before = hb::worker_id();
        hb::parallel_for(0, 10, [](int64_t) {});
        after1 = hb::worker_id();
        hb::fork2([] {}, [] {});
        after2 = hb::worker_id();
    });
    t.join();
    EXPECT_EQ(before, -1);
    EXPECT_GE(after1, 0);
    EXPECT_EQ(after1, after2);
}

TEST(Workers, ResizeWhileOtherUserThreadsRunConstructs) {
    // Other user threads keep running constructs while the main thread resizes the pool.
    hbt::WorkersGuard g(hbt::initial_workers());
    std::atomic<bool> stop{false};
    std::atomic<int> bad{0}, done{0};
    std::vector<std::thread> th;
    for (int t = 0; t < 2; ++t)
        th.emplace_back([&, t] {
            while (!stop.load()) {
                const int64_t n = 20000 + t;
                const int64_t s = hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [](int64_t i) {
                    return hb::parallel_reduce(0, 2, int64_t{0}, std::plus<>{}, [i](int64_t j) { return i * j; });
                });
                if (s != n * (n - 1) / 2) bad.fetch_add(1);
                done.fetch_add(1);
            }
        });
    for (int w : {1, 3, 2, 4, 1, 2}) {
        hb::set_num_workers(w);
        const int64_t n = 50000;
        const int64_t s = hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [](int64_t i) { return i; });
        EXPECT_EQ(s, n * (n - 1) / 2);
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    stop.store(true);
    for (auto &t : th) t.join();
    EXPECT_EQ(bad.load(), 0);
    EXPECT_GT(done.load(), 0);
}

TEST(Workers, ConcurrentResizesFromTwoThreads) {
    hbt::WorkersGuard g(hbt::initial_workers());
    std::atomic<int> bad{0};
    auto run = [&](int first) {
        for (int k = 0; k < (hbt::sanitized() ? 4 : 10); ++k) {
            hb::set_num_workers(1 + (first + k) % 4);
            const int64_t n = 30000;
            const int64_t s = hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [](int64_t i) {
                return hb::parallel_reduce(0, 3, int64_t{0}, std::plus<>{}, [i](int64_t j) { return i * (j == 1); });
            });
            if (s != n * (n - 1) / 2) bad.fetch_add(1);
            if (fib(15) != 610) bad.fetch_add(1);
        }
    };
    std::thread a(run, 0), b(run, 1);
    a.join();
    b.join();
    EXPECT_EQ(bad.load(), 0);
    const int w = hb::num_workers();
    EXPECT_GE(w, 1);
    EXPECT_LE(w, 4);
}

namespace {
long os_thread_id() { return static_cast<long>(syscall(SYS_gettid)); }
}  // namespace

// Growing the pool again soon after shrinking it revives the parked threads (HB_POOL_LINGER_MS)
// instead of starting new ones: what hbc's `parallel num_threads(4)` on fewer workers does at
// every region. The pool threads seen over 100 grow/shrink cycles are the same few; before
// session 56 each cycle started (and joined) fresh threads.
TEST(Workers, ShrinkThenGrowRevivesParkedThreads) {
    hbt::WorkersGuard g(2);
    std::mutex mu;
    std::set<long> pool_tids;
    for (int k = 0; k < 100; ++k) {
        hb::set_num_workers(4);
        hb::team_run([&] {
            if (!hb_is_pool_thread()) return;
            std::lock_guard<std::mutex> lk(mu);
            pool_tids.insert(os_thread_id());
        });
        hb::set_num_workers(2);
        std::this_thread::sleep_for(std::chrono::milliseconds(2));  // (time to park)
    }
    EXPECT_GT(pool_tids.size(), 0u);
    EXPECT_LE(pool_tids.size(), 6u) << "pool threads were started afresh instead of revived";
}

// After a shrink between constructs, the next loop runs only on ids below
// hb_worker_id_bound() (hbc's omp_get_thread_num() < omp_get_max_threads(), which programs
// use to index per-thread arrays). A pool thread that read `retire` clear and then stole
// from the next loop ran under its old id before session 71 (protocol.md, Lifetime;
// helper-109: 2 of 3 forced-promotion runs at 3 workers).
TEST(Workers, AfterAShrinkNoRetiredThreadRunsTheNextLoop) {
    hbt::WorkersGuard g(2);
    int64_t above = 0, checked = 0;
    for (int rep = 0; rep < (hbt::sanitized() ? 40 : 200); ++rep) {
        hb::set_num_workers(4);
        std::atomic<int64_t> warm{0};
        hb::parallel_for(0, 20000, [&](int64_t i) { warm.fetch_add(i, std::memory_order_relaxed); });
        hb::set_num_workers(1 + rep % 2);
        const int bound = hb_worker_id_bound();
        std::atomic<int64_t> bad{0}, seen{0};
        hb::parallel_for(0, 20000, [&](int64_t) {
            seen.fetch_add(1, std::memory_order_relaxed);
            if (hb::worker_id() >= bound) bad.fetch_add(1, std::memory_order_relaxed);
        });
        above += bad.load();
        checked += seen.load();
    }
    EXPECT_EQ(above, 0) << "iterations ran on an id at or above hb_worker_id_bound() after a shrink";
    EXPECT_EQ(checked, (hbt::sanitized() ? 40 : 200) * 20000);
}

// HB_WORKER_STACK_KB sizes pool threads started afterwards (docs/tunables.md); the program's
// own threads keep theirs. (hbc's tests/env checks the stack of its members end to end.)
TEST(Workers, WorkerStackSizeIsValidatedAndKept) {
    const long before = hb_worker_stack_kb();
    EXPECT_EQ(hb_set_worker_stack_kb(-1), -1);
    EXPECT_EQ(hb_set_worker_stack_kb(1L << 32), -1);
    EXPECT_EQ(hb_worker_stack_kb(), before);
    ASSERT_EQ(hb_set_worker_stack_kb(2048), 0);
    EXPECT_EQ(hb_worker_stack_kb(), 2048);
    {
        hbt::WorkersGuard g(hbt::initial_workers() + 3);  // threads started with 2 MiB stacks
        EXPECT_EQ(fib(18), 2584);
    }
    EXPECT_EQ(hb_set_worker_stack_kb(before), 0);
}

// Two user threads that each grow the pool for their team and shrink it after (hbc's
// num_threads above the workers, from std::threads: Tesseract's pattern, helper-111) never
// wait for each other: no resize waits for a thread, and a team that finds the pool taken
// has one member.
TEST(Workers, TwoThreadsGrowingAndShrinkingForTheirTeamsNeverWait) {
    hbt::WorkersGuard g(2);
    std::atomic<int> bad{0};
    auto run = [&](int salt) {
        for (int k = 0; k < (hbt::sanitized() ? 50 : 500); ++k) {
            hb::set_num_workers(4);
            std::atomic<int> members{0};
            int size = 0;
            hb::team_run([&] {
                members.fetch_add(1);
                hb::team::barrier();
                if (hb::team::id() == 0) size = hb::team::size();
            });
            if (members.load() != size) bad.fetch_add(1);
            hb::set_num_workers(2 + (salt + k) % 2);
        }
    };
    std::thread a(run, 0), b(run, 1);
    a.join();
    b.join();
    EXPECT_EQ(bad.load(), 0);
}
