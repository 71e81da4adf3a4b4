// Iteration spaces: empty, single, negative, offset, huge and int64-edge ranges.
#include <climits>

#include "common.hpp"

using hbt::Visits;

TEST(Ranges, EmptyRangeRunsNothing) {
    std::atomic<int> calls{0};
    for (int64_t lo : {int64_t{0}, int64_t{5}, int64_t{-7}, INT64_MIN, INT64_MAX}) {
        hb::parallel_for(lo, lo, [&](int64_t) { calls.fetch_add(1); });
        const int r = hb::parallel_reduce(lo, lo, 42, std::plus<>{}, [&](int64_t) {
            calls.fetch_add(1);
            return 1;
        });
        EXPECT_EQ(r, 42) << "empty reduce must return the identity, lo=" << lo;
    }
    EXPECT_EQ(calls.load(), 0);
}

TEST(Ranges, NegativeRangeRunsNothing) {
    std::atomic<int> calls{0};
    const std::pair<int64_t, int64_t> ranges[] = {{10, 3}, {0, -1}, {1, 0}, {INT64_MAX, INT64_MIN},
                                                  {INT64_MAX, 0}, {0, INT64_MIN}, {-5, -1000000}};
    for (auto [lo, hi] : ranges) {
        hb::parallel_for(lo, hi, [&](int64_t) { calls.fetch_add(1); });
        const std::string r = hb::parallel_reduce(lo, hi, std::string("id"), std::plus<>{}, [&](int64_t) {
            calls.fetch_add(1);
            return std::string("x");
        });
        EXPECT_EQ(r, "id") << "[" << lo << ", " << hi << ")";
    }
    EXPECT_EQ(calls.load(), 0);
}

TEST(Ranges, SingleIterationRunsOnceWithItsIndex) {
    for (int64_t lo : {int64_t{0}, int64_t{7}, int64_t{-3}, INT64_MIN, INT64_MAX - 1}) {
        std::vector<int64_t> seen;
        hb::parallel_for(lo, lo + 1, [&](int64_t i) { seen.push_back(i); });
        ASSERT_EQ(seen.size(), 1u);
        EXPECT_EQ(seen[0], lo);
        const int64_t r = hb::parallel_reduce(lo, lo + 1, int64_t{0}, [](int64_t a, int64_t b) { return a ^ b; },
                                              [](int64_t i) { return i; });
        EXPECT_EQ(r, lo);
    }
}

TEST(Ranges, SmallRangesOfEverySizeVisitEachIterationOnce) {
    // Sizes around every small power of two, from many offsets, repeated so that the
    // runtime's carried poll countdown lands at every position relative to the loop.
    for (int64_t n = 0; n <= 70; ++n)
        for (int64_t lo : {int64_t{-35}, int64_t{0}, int64_t{1000003}}) {
            Visits v(n, lo);
            hb::parallel_for(lo, lo + n, [&](int64_t i) { v.visit(i); });
            ASSERT_TRUE(v.exactly_once()) << "n=" << n << " lo=" << lo;
        }
}

TEST(Ranges, RangeCrossingZeroVisitsEachIterationOnce) {
    const int64_t n = hbt::scaled(200000, 1000);
    Visits v(2 * n, -n);
    hb::parallel_for(-n, n, [&](int64_t i) { v.visit(i); });
    EXPECT_TRUE(v.exactly_once());
}

TEST(Ranges, RangeEndingAtInt64MaxVisitsEachIterationOnce) {
    for (int64_t n : {int64_t{1}, int64_t{2}, int64_t{3}, int64_t{1000}, int64_t{100000}}) {
        const int64_t lo = INT64_MAX - n;
        Visits v(n, lo);
        hb::parallel_for(lo, INT64_MAX, [&](int64_t i) { v.visit(i); });
        ASSERT_TRUE(v.exactly_once()) << "[INT64_MAX-" << n << ", INT64_MAX)";
        const uint64_t sum = hb::parallel_reduce(lo, INT64_MAX, uint64_t{0}, std::plus<>{},
                                                 [](int64_t i) { return static_cast<uint64_t>(INT64_MAX - i); });
        EXPECT_EQ(sum, static_cast<uint64_t>(n) * static_cast<uint64_t>(n + 1) / 2);
    }
}

TEST(Ranges, RangeStartingAtInt64MinVisitsEachIterationOnce) {
    for (int64_t n : {int64_t{1}, int64_t{2}, int64_t{3}, int64_t{1000}, int64_t{100000}}) {
        Visits v(n, INT64_MIN);
        hb::parallel_for(INT64_MIN, INT64_MIN + n, [&](int64_t i) { v.visit(i); });
        ASSERT_TRUE(v.exactly_once()) << "[INT64_MIN, INT64_MIN+" << n << ")";
        const uint64_t sum = hb::parallel_reduce(INT64_MIN, INT64_MIN + n, uint64_t{0}, std::plus<>{},
                                                 [](int64_t i) { return static_cast<uint64_t>(i - INT64_MIN); });
        EXPECT_EQ(sum, static_cast<uint64_t>(n) * static_cast<uint64_t>(n - 1) / 2);
    }
}

TEST(Ranges, NestedLoopsAtBothInt64LimitsVisitEachPairOnce) {
    // The body runs nested constructs, so the outer loop runs in nested mode (one
    // iteration at a time, next = i + 1 published): exercises i + 1 near INT64_MAX.
    const int64_t n = 300, m = 40;
    Visits v(n * m);
    hb::parallel_for(INT64_MAX - n, INT64_MAX, [&](int64_t i) {
        hb::parallel_for(INT64_MIN, INT64_MIN + m, [&](int64_t j) {
            v.visit((i - (INT64_MAX - n)) * m + (j - INT64_MIN));
        });
    });
    EXPECT_TRUE(v.exactly_once());
}

TEST(Ranges, HugeRangeReductionIsExact) {
    // More than 2^32 iterations of a cheap reduction in the normal Release runs; a scaled
    // range (still with 64-bit bounds) under forced promotion or a sanitizer, where every
    // iteration is far more expensive.
    const bool full = !hbt::forced() && !hbt::sanitized() && hbt::scale() >= 1.0;
    const int64_t n = full ? (int64_t{1} << 32) + 12345 : hbt::scaled(int64_t{1} << 22, 1 << 16, 0.25);
    const int64_t lo = -(int64_t{1} << 31) - 777;
    const int64_t hi = lo + n;
    struct Acc {
        uint64_t count, sum;
    };
    const Acc r = hb::parallel_reduce(
        lo, hi, Acc{0, 0}, [](Acc a, Acc b) { return Acc{a.count + b.count, a.sum + b.sum}; },
        [](int64_t i) { return Acc{1, static_cast<uint64_t>(i)}; });
    // Expected sum modulo 2^64 computed in 128 bits.
    const __int128 exp = (static_cast<__int128>(lo) + static_cast<__int128>(hi) - 1) * n / 2;
    EXPECT_EQ(r.count, static_cast<uint64_t>(n));
    EXPECT_EQ(r.sum, static_cast<uint64_t>(static_cast<unsigned __int128>(exp)));
}

TEST(Ranges, WholeInt64RangeIsCancelledByAnException) {
    // [INT64_MIN, INT64_MAX) has 2^64 - 1 iterations: the loop can only end through the
    // exception, and the construct must cancel the promoted rest of the range promptly.
    std::atomic<int64_t> ran{0};
    const int64_t stop_at = INT64_MIN + 5000;
    try {
        hb::parallel_for(INT64_MIN, INT64_MAX, [&](int64_t i) {
            ran.fetch_add(1, std::memory_order_relaxed);
            if (i == stop_at) throw hbt::Boom(i);
            if (ran.load(std::memory_order_relaxed) > (int64_t{1} << 36)) std::abort();  // runaway
        });
        ADD_FAILURE() << "no exception";
    } catch (const hbt::Boom &b) {
        EXPECT_EQ(b.where, stop_at);
    }
    const int64_t after = ran.load();
    EXPECT_GE(after, 1);
    // Nothing of that construct runs once the exception has arrived.
    Visits v(1000);
    hb::parallel_for(0, 1000, [&](int64_t i) { v.visit(i); });
    EXPECT_TRUE(v.exactly_once());
    EXPECT_EQ(ran.load(), after);
}

TEST(Ranges, RepeatedTinyLoopsKeepExactCounts) {
    // Millions of 0-, 1- and 2-iteration loops (like spmv rows with two non-zeros) carry
    // the poll countdown across invocations; every visit must still happen exactly once.
    const int64_t rows = hbt::scaled(300000, 2000);
    Visits v(2 * rows);  // row r, slot k < r % 3
    int64_t expect = 0;
    for (int64_t r = 0; r < rows; ++r) expect += r % 3;
    for (int64_t r = 0; r < rows; ++r) hb::parallel_for(0, r % 3, [&](int64_t k) { v.visit(2 * r + k); });
    for (int64_t r = 0; r < rows; ++r)
        for (int64_t k = 0; k < 2; ++k)
            ASSERT_EQ(v.count(2 * r + k), k < r % 3 ? 1u : 0u) << "row " << r << " slot " << k;
    EXPECT_EQ(v.total(), expect);
}
