// fork2: exact recursive results with a million forks, void branches, result types.
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
