// Exceptions from loop bodies, reductions and fork2 branches: the exception reaches the
// caller after the construct's other work finished or was cancelled, no iteration runs
// twice, nothing of the construct runs after the exception arrived, and the runtime keeps
// working afterwards.
#include <thread>

#include "common.hpp"

using hbt::Boom;
using hbt::mix;
using hbt::Visits;

namespace {

// After a failed construct: a fresh construct must give exact results, and nothing of the
// failed one may still be running (its visit total must not move).
::testing::AssertionResult runtime_still_works(const Visits &failed, int64_t failed_total) {
    const int64_t n = hbt::scaled(20000, 2000);
    Visits v(n);
    hb::parallel_for(0, n, [&](int64_t i) { v.visit(i); });
    auto r = v.exactly_once();
    if (!r) return r << " (construct after the exception)";
    const int64_t s = hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [](int64_t i) { return i; });
    if (s != n * (n - 1) / 2) return ::testing::AssertionFailure() << "reduction after the exception gave " << s;
    auto [a, b] = hb::fork2([] { return 1; }, [] { return 2; });
    if (a != 1 || b != 2) return ::testing::AssertionFailure() << "fork2 after the exception";
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    if (failed.total() != failed_total)
        return ::testing::AssertionFailure() << "the failed construct kept running after its exception arrived: "
                                             << failed_total << " visits, then " << failed.total();
    return ::testing::AssertionSuccess();
}

}  // namespace

TEST(Exceptions, LoopBodyThrowAtRandomIterationReachesCaller) {
    hbt::Rng rng(hbt::test_salt());
    for (int rep = 0; rep < 20; ++rep) {
        const int64_t n = rng.uniform(1, hbt::scaled(200000, 1000));
        const int64_t k = rng.uniform(0, n - 1);
        Visits v(n);
        try {
            hb::parallel_for(0, n, [&](int64_t i) {
                v.visit(i);
                if (i == k) throw Boom(i, rep);
            });
            ADD_FAILURE() << "no exception, rep " << rep;
        } catch (const Boom &b) {
            EXPECT_EQ(b.where, k);
            EXPECT_EQ(b.tag, rep);
        }
        const int64_t total = v.total();
        ASSERT_TRUE(v.at_most_once()) << "rep " << rep;
        ASSERT_EQ(v.count(k), 1u);
        ASSERT_TRUE(runtime_still_works(v, total)) << "rep " << rep;
    }
}

TEST(Exceptions, EveryIterationThrowsOnlyOneArrives) {
    const int64_t n = hbt::scaled(100000, 1000);
    for (int rep = 0; rep < 5; ++rep) {
        Visits v(n);
        try {
            hb::parallel_for(0, n, [&](int64_t i) {
                v.visit(i);
                throw Boom(i);
            });
            ADD_FAILURE() << "no exception";
        } catch (const Boom &b) {
            EXPECT_GE(b.where, 0);
            EXPECT_LT(b.where, n);
            EXPECT_EQ(v.count(b.where), 1u);
        }
        ASSERT_TRUE(v.at_most_once());
        ASSERT_TRUE(runtime_still_works(v, v.total()));
    }
}

TEST(Exceptions, ReductionBodyThrowReachesCaller) {
    hbt::Rng rng(hbt::test_salt());
    for (int rep = 0; rep < 20; ++rep) {
        const int64_t n = rng.uniform(1, hbt::scaled(100000, 500));
        const int64_t k = rng.uniform(0, n - 1);
        Visits v(n);
        try {
            (void)hb::parallel_reduce(0, n, std::string(), std::plus<>{}, [&](int64_t i) {
                v.visit(i);
                if (i == k) throw Boom(i);
                return std::string(1, 'x');
            });
            ADD_FAILURE() << "no exception";
        } catch (const Boom &b) {
            EXPECT_EQ(b.where, k);
        }
        ASSERT_TRUE(v.at_most_once());
        ASSERT_TRUE(runtime_still_works(v, v.total()));
    }
}

TEST(Exceptions, CombineThrowReachesCaller) {
    // The combine operator itself throws once partial results meet.
    const int64_t n = hbt::scaled(100000, 1000);
    std::atomic<int> combines{0};
    Visits v(n);
    try {
        (void)hb::parallel_reduce(0, n, int64_t{0},
                                  [&](int64_t a, int64_t b) {
                                      if (combines.fetch_add(1) == n / 2) throw Boom(-1);
                                      return a + b;
                                  },
                                  [&](int64_t i) {
                                      v.visit(i);
                                      return i;
                                  });
        ADD_FAILURE() << "no exception";
    } catch (const Boom &b) {
        EXPECT_EQ(b.where, -1);
    }
    EXPECT_TRUE(v.at_most_once());
    EXPECT_TRUE(runtime_still_works(v, v.total()));
}

namespace {
// A heap-owning partial result that counts live objects and how many iterations it covers.
std::atomic<int64_t> g_live{0};
struct Part {
    std::string text;  // heap-allocated beyond the small-string buffer
    int64_t count = 0;
    Part() { ++g_live; }
    Part(std::string t, int64_t c) : text(std::move(t)), count(c) { ++g_live; }
    Part(const Part &o) : text(o.text), count(o.count) { ++g_live; }
    Part(Part &&o) noexcept : text(std::move(o.text)), count(o.count) { ++g_live; }
    Part &operator=(const Part &) = default;
    Part &operator=(Part &&) = default;
    ~Part() { --g_live; }
};
}  // namespace

TEST(Exceptions, CombineThrowAtAJoinLeaksNoPartialResult) {
    // combine throws only when it meets a partial result of a promoted task (covering two or
    // more iterations), i.e. at a join; every partial result must still be destroyed.
    hbt::ForceGuard fg(true);
    hb_detail_tls.countdown = 0;  // start from a poll (see Stats.ForcePromotionTakesEffect...)
    const int64_t before = g_live.load();
    for (int rep = 0; rep < 20; ++rep) {
        bool threw = false;
        try {
            (void)hb::parallel_reduce(
                0, 2000, Part{},
                [](Part a, Part b) {
                    if (b.count >= 2) throw Boom(b.count);
                    a.text += b.text;
                    a.count += b.count;
                    return a;
                },
                [](int64_t i) { return Part(std::string(40, static_cast<char>('a' + i % 26)), 1); });
        } catch (const Boom &) {
            threw = true;
        }
        ASSERT_TRUE(threw) << "forced promotion made no join combine partial results, rep " << rep;
    }
    EXPECT_EQ(g_live.load(), before) << "partial results leaked (or were destroyed twice) after combine threw at a join";
    hbt::Visits none(0);
    EXPECT_TRUE(runtime_still_works(none, 0));
}

TEST(Exceptions, ThrowFromDeepNestingReachesCaller) {
    hbt::Rng rng(hbt::test_salt());
    const int64_t a = 40, b = 30, c = 20, d = hbt::forced() || hbt::sanitized() ? 5 : 10;
    for (int rep = 0; rep < 10; ++rep) {
        const int64_t k = rng.uniform(0, a * b * c * d - 1);
        Visits v(a * b * c * d);
        try {
            hb::parallel_for(0, a, [&](int64_t i) {
                hb::parallel_for(0, b, [&](int64_t j) {
                    // An irregular level: some inner loops are empty or single.
                    const int64_t cc = (i + j) % 5 == 0 ? 0 : (i + j) % 5 == 1 ? 1 : c;
                    hb::parallel_for(0, cc, [&](int64_t l) {
                        hb::parallel_for(0, d, [&](int64_t m) {
                            const int64_t id = ((i * b + j) * c + l) * d + m;
                            v.visit(id);
                            if (id == k) throw Boom(id);
                        });
                    });
                });
            });
            // k may sit in an empty part of the irregular level.
            const int64_t ki = k / (b * c * d), kj = k / (c * d) % b, kl = k / d % c;
            const int64_t cc = (ki + kj) % 5 == 0 ? 0 : (ki + kj) % 5 == 1 ? 1 : c;
            EXPECT_GE(kl, cc) << "no exception although iteration " << k << " exists";
        } catch (const Boom &e) {
            EXPECT_EQ(e.where, k);
            EXPECT_EQ(v.count(k), 1u);
        }
        ASSERT_TRUE(v.at_most_once()) << "rep " << rep;
        ASSERT_TRUE(runtime_still_works(v, v.total()));
    }
}

TEST(Exceptions, ExceptionCaughtInsideBodyDoesNotCancelOuterLoop) {
    const int64_t n = hbt::scaled(2000, 100), m = 100;
    Visits outer(n), inner(n * m);
    std::atomic<int64_t> caught{0};
    hb::parallel_for(0, n, [&](int64_t i) {
        outer.visit(i);
        try {
            hb::parallel_for(0, m, [&](int64_t j) {
                inner.visit(i * m + j);
                if (j == static_cast<int64_t>(mix(i) % m)) throw Boom(i);
            });
        } catch (const Boom &b) {
            if (b.where == i) caught.fetch_add(1);
        }
    });
    EXPECT_TRUE(outer.exactly_once());
    EXPECT_TRUE(inner.at_most_once());
    EXPECT_EQ(caught.load(), n);
    for (int64_t i = 0; i < n; ++i) ASSERT_EQ(inner.count(i * m + static_cast<int64_t>(mix(i) % m)), 1u);
}

namespace {
int fork_reps() { return hbt::sanitized() ? 30 : 150; }
}  // namespace

TEST(Exceptions, ThrowFromFirstBranch) {
    for (int rep = 0; rep < fork_reps(); ++rep) {
        std::atomic<int> g_runs{0};
        Visits v(1000);
        try {
            hb::fork2(
                [&] {
                    hb::parallel_for(0, 1000, [&](int64_t i) { v.visit(i); });
                    throw Boom(1, rep);
                },
                [&] { g_runs.fetch_add(1); hb::parallel_for(0, 100, [](int64_t) {}); });
            ADD_FAILURE() << "no exception";
        } catch (const Boom &b) {
            ASSERT_EQ(b.where, 1);
            ASSERT_EQ(b.tag, rep);
        }
        ASSERT_LE(g_runs.load(), 1);
        const int g_after = g_runs.load();
        ASSERT_TRUE(v.exactly_once());
        ASSERT_TRUE(runtime_still_works(v, v.total()));
        ASSERT_EQ(g_runs.load(), g_after) << "second branch ran after the exception arrived";
    }
}

TEST(Exceptions, ThrowFromSecondBranch) {
    for (int rep = 0; rep < fork_reps(); ++rep) {
        std::atomic<int> f_runs{0};
        try {
            auto r = hb::fork2(
                [&] {
                    f_runs.fetch_add(1);
                    hb::parallel_for(0, 1000, [](int64_t) {});
                    return 5;
                },
                [&]() -> int {
                    hb::parallel_for(0, 100, [](int64_t) {});
                    throw Boom(2, rep);
                });
            (void)r;
            ADD_FAILURE() << "no exception";
        } catch (const Boom &b) {
            ASSERT_EQ(b.where, 2);
            ASSERT_EQ(b.tag, rep);
        }
        ASSERT_EQ(f_runs.load(), 1) << "first branch must have finished";
    }
    hbt::Visits none(0);
    EXPECT_TRUE(runtime_still_works(none, 0));
}

TEST(Exceptions, ThrowFromBothBranchesFirstWins) {
    for (int rep = 0; rep < fork_reps(); ++rep) {
        std::atomic<int> g_runs{0};
        try {
            hb::fork2(
                [&] {
                    hb::parallel_for(0, 500, [](int64_t) {});
                    throw Boom(1, rep);
                },
                [&] {
                    g_runs.fetch_add(1);
                    throw Boom(2, rep);
                });
            ADD_FAILURE() << "no exception";
        } catch (const Boom &b) {
            ASSERT_EQ(b.where, 1) << "documented: if both branches throw, the first one's exception wins";
            ASSERT_EQ(b.tag, rep);
        }
        ASSERT_LE(g_runs.load(), 1);
    }
    hbt::Visits none(0);
    EXPECT_TRUE(runtime_still_works(none, 0));
}

TEST(Exceptions, ThrowDeepInsideFork2Recursion) {
    // A fork2 tree with loops at its leaves; one leaf iteration throws.
    const int depth = hbt::sanitized() ? 10 : 13;
    const int64_t leaf_n = 20;
    hbt::Rng rng(hbt::test_salt());
    for (int rep = 0; rep < 10; ++rep) {
        const int64_t k = rng.uniform(0, (int64_t{1} << depth) * leaf_n - 1);
        Visits v((int64_t{1} << depth) * leaf_n);
        std::function<int64_t(int, int64_t)> rec = [&](int d, int64_t id) -> int64_t {
            if (d == 0)
                return hb::parallel_reduce(0, leaf_n, int64_t{0}, std::plus<>{}, [&](int64_t j) {
                    v.visit(id * leaf_n + j);
                    if (id * leaf_n + j == k) throw Boom(k);
                    return int64_t{1};
                });
            auto [a, b] = hb::fork2([&] { return rec(d - 1, 2 * id); }, [&] { return rec(d - 1, 2 * id + 1); });
            return a + b;
        };
        try {
            (void)rec(depth, 0);
            ADD_FAILURE() << "no exception";
        } catch (const Boom &b) {
            EXPECT_EQ(b.where, k);
        }
        ASSERT_TRUE(v.at_most_once());
        ASSERT_EQ(v.count(k), 1u);
        ASSERT_TRUE(runtime_still_works(v, v.total()));
    }
}

TEST(Exceptions, NonStdExceptionTypesPropagate) {
    try {
        hb::parallel_for(0, 1000, [](int64_t i) {
            if (i == 777) throw 42;
        });
        ADD_FAILURE() << "no exception";
    } catch (int x) {
        EXPECT_EQ(x, 42);
    }
    try {
        hb::fork2([] {}, [] { throw std::string("second"); });
        ADD_FAILURE() << "no exception";
    } catch (const std::string &s) {
        EXPECT_EQ(s, "second");
    }
}

TEST(Exceptions, ManyFailedConstructsInARow) {
    // Stress the cancel/abandon paths: hundreds of failing constructs back to back.
    hbt::Rng rng(hbt::test_salt());
    const int reps = hbt::sanitized() ? 100 : 500;
    for (int rep = 0; rep < reps; ++rep) {
        const int64_t n = rng.uniform(2, 3000);
        const int64_t k = rng.uniform(0, n - 1);
        int64_t seen = -1;
        try {
            hb::parallel_for(0, n, [&](int64_t i) {
                hb::parallel_for(0, 3, [&](int64_t j) {
                    if (i == k && j == 1) throw Boom(i);
                });
            });
        } catch (const Boom &b) {
            seen = b.where;
        }
        ASSERT_EQ(seen, k) << "rep " << rep;
    }
    hbt::Visits none(0);
    EXPECT_TRUE(runtime_still_works(none, 0));
}
