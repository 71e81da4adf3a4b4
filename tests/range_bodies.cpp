// parallel_for_range / parallel_reduce_range: sub-ranges are disjoint, cover the range once,
// and reduce in iteration order; nesting, limits and exceptions as for the per-iteration forms.
#include <limits>

#include "common.hpp"

namespace {

struct Span {  // [lo, hi); joining requires adjacency, so reordering or loss is detected
    int64_t lo = 0, hi = 0;
    bool empty = true, ok = true;
};
Span join(Span a, Span b) {
    if (a.empty) return b;
    if (b.empty) return a;
    return Span{a.lo, b.hi, false, a.ok && b.ok && a.hi == b.lo};
}

}  // namespace

TEST(RangeBodies, EmptyAndNegativeRangesRunNothing) {
    int calls = 0;
    hb::parallel_for_range(5, 5, [&](int64_t, int64_t) { ++calls; });
    hb::parallel_for_range(5, -5, [&](int64_t, int64_t) { ++calls; });
    const int r = hb::parallel_reduce_range(3, 1, 7, std::plus<>{}, [&](int64_t, int64_t, int &) { ++calls; });
    EXPECT_EQ(calls, 0);
    EXPECT_EQ(r, 7) << "an empty reduction returns the identity";
}

TEST(RangeBodies, SubRangesCoverEachIterationOnce) {
    hbt::Rng rng(hbt::test_salt());
    for (int rep = 0; rep < 20; ++rep) {
        const int64_t lo = rng.uniform(-100000, 100000), n = rng.uniform(1, hbt::scaled(400000, 1000));
        hbt::Visits v(n, lo);
        std::atomic<int64_t> bad{0};
        hb::parallel_for_range(lo, lo + n, [&](int64_t a, int64_t b) {
            if (a >= b || a < lo || b > lo + n) bad.fetch_add(1);
            for (int64_t i = a; i < b; ++i) v.visit(i);
        });
        ASSERT_EQ(bad.load(), 0) << "an empty or out-of-range sub-range, rep " << rep;
        ASSERT_TRUE(v.exactly_once()) << "rep " << rep;
    }
}

TEST(RangeBodies, BoundsNearTheInt64Limits) {
    const int64_t top = std::numeric_limits<int64_t>::max(), bot = std::numeric_limits<int64_t>::min();
    const int64_t n = hbt::scaled(100000, 1000);
    hbt::Visits hi_v(n, top - n), lo_v(n, bot);
    hb::parallel_for_range(top - n, top, [&](int64_t a, int64_t b) {
        for (int64_t i = a; i < b; ++i) hi_v.visit(i);
    });
    hb::parallel_for_range(bot, bot + n, [&](int64_t a, int64_t b) {
        for (int64_t i = a; i < b; ++i) lo_v.visit(i);
    });
    EXPECT_TRUE(hi_v.exactly_once());
    EXPECT_TRUE(lo_v.exactly_once());
}

TEST(RangeBodies, ReductionCombinesInIterationOrder) {
    hbt::Rng rng(hbt::test_salt());
    for (int rep = 0; rep < 20; ++rep) {
        const int64_t lo = rng.uniform(-1000000, 1000000), n = rng.uniform(1, hbt::scaled(300000, 1000));
        const Span s = hb::parallel_reduce_range(lo, lo + n, Span{}, join, [](int64_t a, int64_t b, Span &acc) {
            for (int64_t i = a; i < b; ++i) acc = join(acc, Span{i, i + 1, false, true});
        });
        ASSERT_TRUE(s.ok) << "partial results combined out of order, rep " << rep;
        ASSERT_EQ(s.lo, lo);
        ASSERT_EQ(s.hi, lo + n);
    }
}

TEST(RangeBodies, StringConcatenationEqualsSequential) {
    const int64_t n = hbt::scaled(60000, 2000);
    std::string want;
    for (int64_t i = 0; i < n; ++i) want += std::to_string(i) + ",";
    const std::string got = hb::parallel_reduce_range(
        0, n, std::string(), [](std::string a, const std::string &b) { return a + b; },
        [](int64_t a, int64_t b, std::string &acc) {
            for (int64_t i = a; i < b; ++i) acc += std::to_string(i) + ",";
        });
    EXPECT_TRUE(got == want) << "string concatenation is not the sequential one";
}

TEST(RangeBodies, IrregularNestOfRangeLoops) {
    // Row r has a random length; an inner range reduction per row, inside an outer range loop.
    const int64_t rows = hbt::scaled(20000, 200);
    std::vector<int64_t> start(static_cast<size_t>(rows) + 1, 0);
    for (int64_t r = 0; r < rows; ++r)
        start[r + 1] = start[r] + static_cast<int64_t>(hbt::mix(r, hbt::test_salt()) % (r % 97 == 0 ? 3000 : 40));
    std::vector<uint64_t> got(static_cast<size_t>(rows)), want(static_cast<size_t>(rows));
    for (int64_t r = 0; r < rows; ++r)
        for (int64_t k = start[r]; k < start[r + 1]; ++k) want[r] += hbt::mix(r, k);
    hb::parallel_for_range(0, rows, [&](int64_t a, int64_t b) {
        for (int64_t r = a; r < b; ++r)
            got[r] = hb::parallel_reduce_range(start[r], start[r + 1], uint64_t{0}, std::plus<>{},
                                               [r](int64_t x, int64_t y, uint64_t &acc) {
                                                   for (int64_t k = x; k < y; ++k) acc += hbt::mix(r, k);
                                               });
    });
    EXPECT_TRUE(got == want);
}

TEST(RangeBodies, ExceptionPropagatesAndRuntimeStaysUsable) {
    const int64_t n = hbt::scaled(200000, 2000);
    EXPECT_THROW(hb::parallel_for_range(0, n,
                                        [&](int64_t a, int64_t b) {
                                            for (int64_t i = a; i < b; ++i)
                                                if (i == n / 2) throw std::runtime_error("boom");
                                        }),
                 std::runtime_error);
    EXPECT_THROW((void)hb::parallel_reduce_range(0, n, 0, std::plus<>{},
                                                 [&](int64_t a, int64_t b, int &acc) {
                                                     for (int64_t i = a; i < b; ++i) {
                                                         if (i == n - 1) throw std::logic_error("late");
                                                         ++acc;
                                                     }
                                                 }),
                 std::logic_error);
    const int64_t s = hb::parallel_reduce_range(0, n, int64_t{0}, std::plus<>{}, [](int64_t a, int64_t b, int64_t &acc) {
        acc += b - a;
    });
    EXPECT_EQ(s, n);
}
