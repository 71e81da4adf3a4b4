// fork2: exact recursive results with a million forks, void branches, result types.
#include <array>
#include <memory>

#include "common.hpp"

namespace {

struct FibCalls {
    int64_t fib;
    int64_t calls;
};

FibCalls fib(int n) {
    if (n < 2) return {n, 1};
    auto [a, b] = hb::fork2([&] { return fib(n - 1); }, [&] { return fib(n - 2); });
    return {a.fib + b.fib, a.calls + b.calls + 1};
}

int64_t fib_seq(int n) { return n < 2 ? n : fib_seq(n - 1) + fib_seq(n - 2); }

}  // namespace

TEST(Fork2, FibWithAMillionForksIsExact) {
    // fib(30) calls fork2 1,346,268 times.
    const int n = hbt::sanitized() ? 23 : 30;
    const FibCalls r = fib(n);
    EXPECT_EQ(r.fib, fib_seq(n));
    EXPECT_EQ(r.calls, 2 * fib_seq(n + 1) - 1);
    if (!hbt::sanitized()) {
        EXPECT_GE((r.calls - 1) / 2, 1000000);
    }
}

TEST(Fork2, ResultsComeBackInArgumentOrder) {
    for (int rep = 0; rep < 1000; ++rep) {
        auto [a, b] = hb::fork2([&] { return rep; }, [&] { return -rep; });
        ASSERT_EQ(a, rep);
        ASSERT_EQ(b, -rep);
    }
}

TEST(Fork2, VoidBranchesBothRunOnce) {
    std::atomic<int> f{0}, g{0};
    for (int rep = 0; rep < 1000; ++rep) {
        auto r = hb::fork2([&] { f.fetch_add(1); }, [&] { g.fetch_add(1); });
        static_assert(std::is_same_v<decltype(r), std::pair<hb::nothing, hb::nothing>>);
    }
    EXPECT_EQ(f.load(), 1000);
    EXPECT_EQ(g.load(), 1000);
}

TEST(Fork2, MixedVoidAndValueBranches) {
    std::atomic<int> side{0};
    auto r1 = hb::fork2([&] { side += 1; }, [&] { return std::string("g"); });
    static_assert(std::is_same_v<decltype(r1), std::pair<hb::nothing, std::string>>);
    EXPECT_EQ(r1.second, "g");
    auto r2 = hb::fork2([&] { return 3.5; }, [&] { side += 2; });
    static_assert(std::is_same_v<decltype(r2), std::pair<double, hb::nothing>>);
    EXPECT_EQ(r2.first, 3.5);
    EXPECT_EQ(side.load(), 3);
}

TEST(Fork2, DifferentResultTypesIncludingMoveOnly) {
    for (int rep = 0; rep < 200; ++rep) {
        auto [v, p] = hb::fork2([&] { return std::vector<int>(static_cast<size_t>(rep), rep); },
                                [&] { return std::make_unique<std::string>(std::to_string(rep)); });
        ASSERT_EQ(v.size(), static_cast<size_t>(rep));
        if (rep) {
            ASSERT_EQ(v.back(), rep);
        }
        ASSERT_TRUE(p);
        ASSERT_EQ(*p, std::to_string(rep));
    }
}

TEST(Fork2, BinaryTreeVisitsEveryLeafOnce) {
    const int depth = hbt::sanitized() ? 15 : hbt::forced() ? 18 : 20;
    hbt::Visits v(int64_t{1} << depth);
    std::function<void(int, int64_t)> rec = [&](int d, int64_t id) {
        if (d == 0) {
            v.visit(id);
            return;
        }
        hb::fork2([&] { rec(d - 1, 2 * id); }, [&] { rec(d - 1, 2 * id + 1); });
    };
    rec(depth, 0);
    EXPECT_TRUE(v.exactly_once());
}

TEST(Fork2, UnbalancedRecursionChainIsExact) {
    // A left-deep chain: each fork's second branch is tiny, the first recurses.
    const int depth = hbt::sanitized() ? 2000 : 5000;
    std::atomic<int64_t> tiny{0};
    std::function<int64_t(int)> chain = [&](int d) -> int64_t {
        if (d == 0) return 0;
        auto [a, b] = hb::fork2([&] { return chain(d - 1); }, [&] { tiny.fetch_add(1); return int64_t{d}; });
        return a + b;
    };
    EXPECT_EQ(chain(depth), int64_t{depth} * (depth + 1) / 2);
    EXPECT_EQ(tiny.load(), depth);
}

namespace {
struct CountingBranch {  // a non-const call operator: the caller's object must be the one run
    int calls = 0;
    int operator()() { return ++calls; }
};
}  // namespace

TEST(Fork2, SecondBranchThatCanChangeRunsAsTheCallersObject) {
    // A frame may hold a copy of a branch only when the copy cannot be told apart: a mutable
    // lambda or a functor with a non-const call operator must run as the caller's object.
    CountingBranch g;
    int state = 0;
    auto mut = [state]() mutable { return ++state; };
    for (int rep = 0; rep < 2000; ++rep) {
        auto [a, b] = hb::fork2([] { return 0; }, g);
        ASSERT_EQ(b, rep + 1);
        auto [c, d] = hb::fork2([] { return 0; }, mut);
        ASSERT_EQ(d, rep + 1);
        (void)a;
        (void)c;
    }
    EXPECT_EQ(g.calls, 2000);
    EXPECT_EQ(mut(), 2001);
    // Const lambdas (copied into the frame) and generic ones (referred to) give the same
    // results in every mode.
    const int k = 5;
    auto generic = [&](auto...) { return k * 2; };
    auto [e, f] = hb::fork2([&] { return k; }, generic);
    EXPECT_EQ(e + f, 15);
}

namespace {
// Both branches capture six references (48 bytes: copied to the framed path, not into the
// frame) and write their results through them; the leaves read an array captured by value
// in a closure of 320 bytes (too big to copy: referred to).
void sum_through_references(int64_t lo, int64_t hi, const std::array<int64_t, 40> &w, int64_t &out,
                            int64_t &calls) {
    ++calls;
    if (hi - lo == 1) {
        const std::array<int64_t, 40> copy = w;
        auto [x, unused] = hb::fork2([copy, lo] { return copy[lo % 40] + lo; }, [] {});
        (void)unused;
        out = x;
        return;
    }
    const int64_t mid = lo + (hi - lo) / 2;
    int64_t left = 0, right = 0, left_calls = 0, right_calls = 0;
    hb::fork2([&] { sum_through_references(lo, mid, w, left, left_calls); },
              [&] { sum_through_references(mid, hi, w, right, right_calls); });
    out = left + right;
    calls += left_calls + right_calls;
}
}  // namespace

TEST(Fork2, ReferenceCapturesOfAnySizeWriteTheCallersVariables) {
    std::array<int64_t, 40> w{};
    for (int i = 0; i < 40; ++i) w[i] = 3 * i + 1;
    const int64_t n = 100000;
    int64_t want = 0;
    for (int64_t i = 0; i < n; ++i) want += w[i % 40] + i;
    for (int rep = 0; rep < 3; ++rep) {
        int64_t got = -1, calls = 0;
        sum_through_references(0, n, w, got, calls);
        ASSERT_EQ(got, want);
        ASSERT_EQ(calls, 2 * n - 1);
    }
}

// ---- Latent forks (docs/protocol.md, "Latent forks"): which forks link a frame. White-box:
// these read the thread's latent_forks_left and fork_gate.
namespace {

using hbt::gate_consistent;
using hbt::quota_at_rest;

// fib(n)'s forks, counting those that took the framed path (a place was free at entry).
int64_t fib_count_framed(int n, int64_t &framed) {
    if (n < 2) return n;
    if (hb_detail_tls.latent_forks_left > 0) ++framed;
    auto [a, b] = hb::fork2([&] { return fib_count_framed(n - 1, framed); },
                            [&] { return fib_count_framed(n - 2, framed); });
    return a + b;
}

// The forks of fib(n) that have fewer than k ancestors whose first branch holds them: the
// ones the rule frames when nothing is promoted.
int64_t expected_framed(int n, int64_t first_branch_ancestors, int64_t k) {
    if (n < 2) return 0;
    return (first_branch_ancestors < k ? 1 : 0) + expected_framed(n - 1, first_branch_ancestors + 1, k) +
           expected_framed(n - 2, first_branch_ancestors, k);
}

}  // namespace

TEST(LatentForks, OnlyForksWithFewerThanTheQuotaOfFramedAncestorsLinkAFrame) {
    const int64_t k = quota_at_rest();
    ASSERT_GE(k, 1);
    if (hb::num_workers() != 1 || hbt::forced() || k > 64)
        GTEST_SKIP() << "exact count needs one worker, no forced promotion and a finite quota";
    const int n = hbt::sanitized() ? 20 : 27;
    int64_t framed = 0;
    EXPECT_EQ(fib_count_framed(n, framed), fib_seq(n));
    EXPECT_EQ(framed, expected_framed(n, 0, k)) << "HB_LATENT_FORKS=" << k;
    // fib(n) has fib(n + 1) - 1 forks (317,810 for n = 27); the default quota frames a few
    // hundred of them (2% at n = 20, under 0.2% at n = 27).
    if (k <= 3) {
        EXPECT_LT(framed * 20, fib_seq(n + 1));
    }
}

TEST(LatentForks, CountAndGateComeBackAfterRecursionPromotionsAndExceptions) {
    const int64_t k = quota_at_rest();
    ASSERT_TRUE(gate_consistent());
    hbt::Rng rng(11);
    for (int rep = 0; rep < (hbt::sanitized() ? 20 : 200); ++rep) {
        const int depth = static_cast<int>(rng.uniform(8, 15));
        const int64_t throw_at = rng.uniform(0, (int64_t{1} << depth) - 1);
        std::atomic<int64_t> leaves{0};
        std::function<int64_t(int, int64_t)> rec = [&](int d, int64_t id) -> int64_t {
            if (d == 0) {
                if (leaves.fetch_add(1) == throw_at && rep % 2 == 1) throw std::runtime_error("leaf");
                return 1;
            }
            if (!gate_consistent()) throw std::logic_error("fork gate out of step with latent_forks_left");
            auto [a, b] = hb::fork2([&] { return rec(d - 1, 2 * id); }, [&] { return rec(d - 1, 2 * id + 1); });
            return a + b;
        };
        try {
            EXPECT_EQ(rec(depth, 0), int64_t{1} << depth);
            EXPECT_EQ(rep % 2, 0);
        } catch (const std::runtime_error &) {
            EXPECT_EQ(rep % 2, 1);
        }
        ASSERT_EQ(hb_detail_tls.latent_forks_left, k) << "rep " << rep << ", seed " << hbt::seed();
        ASSERT_TRUE(gate_consistent());
    }
}
