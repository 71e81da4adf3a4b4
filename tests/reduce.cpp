// Reductions: exact sums, non-commutative operators equal to the sequential fold, a
// non-trivial accumulator type (no leaks, no double destruction), nested reductions.
#include <array>

#include "common.hpp"

using hbt::mix;

namespace {

// An interval [lo, hi) of iterations; combining requires adjacency, so any reordering,
// duplication or loss of a partial result is detected.
struct Span {
    int64_t lo = 0, hi = 0;
    bool empty = true, ok = true;
};
Span join(Span a, Span b) {
    if (a.empty) return b;
    if (b.empty) return a;
    Span r{a.lo, b.hi, false, a.ok && b.ok && a.hi == b.lo};
    return r;
}

using Mat = std::array<uint64_t, 4>;  // 2x2, arithmetic mod 2^64
Mat mul(const Mat &a, const Mat &b) {
    return {a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3]};
}
Mat mat_of(int64_t i) {
    const uint64_t h = mix(i, 99);
    return {h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff, (h >> 24) & 0xff};
}

// A heap-owning accumulator that counts live objects.
std::atomic<int64_t> g_live{0};
struct Tracked {
    std::vector<int64_t> runs;  // [lo0, hi0, lo1, hi1, ...] merged when adjacent
    Tracked() { ++g_live; }
    Tracked(const Tracked &o) : runs(o.runs) { ++g_live; }
    Tracked(Tracked &&o) noexcept : runs(std::move(o.runs)) { ++g_live; }
    Tracked &operator=(const Tracked &) = default;
    Tracked &operator=(Tracked &&) = default;
    ~Tracked() { --g_live; }
};
Tracked tjoin(Tracked a, Tracked b) {
    for (size_t k = 0; k < b.runs.size(); k += 2) {
        if (!a.runs.empty() && a.runs.back() == b.runs[k])
            a.runs.back() = b.runs[k + 1];
        else
            a.runs.push_back(b.runs[k]), a.runs.push_back(b.runs[k + 1]);
    }
    return a;
}

}  // namespace

TEST(Reduce, IntegerSumMatchesClosedForm) {
    const int64_t n = hbt::scaled(5000000, 10000);
    const uint64_t s = hb::parallel_reduce(0, n, uint64_t{0}, std::plus<>{},
                                           [](int64_t i) { return static_cast<uint64_t>(i) * static_cast<uint64_t>(i); });
    const unsigned __int128 N = static_cast<unsigned __int128>(n);
    EXPECT_EQ(s, static_cast<uint64_t>((N - 1) * N * (2 * N - 1) / 6));
}

TEST(Reduce, DoubleSumOfSmallIntegersIsExact) {
    const int64_t n = hbt::scaled(4000000, 10000);
    std::vector<double> a(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) a[static_cast<size_t>(i)] = static_cast<double>(i % 1024);
    double want = 0;
    for (double x : a) want += x;
    const double got = hb::parallel_reduce(0, n, 0.0, std::plus<>{}, [&](int64_t i) { return a[static_cast<size_t>(i)]; });
    EXPECT_EQ(got, want);
}

TEST(Reduce, AdjacencyCheckedSpanEqualsRange) {
    hbt::Rng rng(hbt::test_salt());
    for (int rep = 0; rep < 30; ++rep) {
        const int64_t lo = rng.uniform(-1000000, 1000000);
        const int64_t n = rng.uniform(0, hbt::scaled(300000, 1000));
        const Span s = hb::parallel_reduce(lo, lo + n, Span{}, join, [](int64_t i) { return Span{i, i + 1, false, true}; });
        if (n == 0) {
            EXPECT_TRUE(s.empty);
            continue;
        }
        ASSERT_TRUE(s.ok) << "partial results combined out of order, rep " << rep;
        ASSERT_FALSE(s.empty);
        ASSERT_EQ(s.lo, lo);
        ASSERT_EQ(s.hi, lo + n);
    }
}

TEST(Reduce, StringConcatenationEqualsSequential) {
    const int64_t n = hbt::scaled(100000, 2000);
    std::string want;
    for (int64_t i = 0; i < n; ++i) want += std::to_string(i) + ",";
    const std::string got = hb::parallel_reduce(0, n, std::string(), [](std::string a, const std::string &b) { return a + b; },
                                                [](int64_t i) { return std::to_string(i) + ","; });
    ASSERT_EQ(got.size(), want.size());
    EXPECT_TRUE(got == want) << "string concatenation is not the sequential one";
}

TEST(Reduce, MatrixProductEqualsSequential) {
    const int64_t n = hbt::scaled(1000000, 5000);
    Mat want{1, 0, 0, 1};
    for (int64_t i = 0; i < n; ++i) want = mul(want, mat_of(i));
    const Mat id{1, 0, 0, 1};
    const Mat got = hb::parallel_reduce(0, n, id, mul, mat_of);
    EXPECT_EQ(got, want);
}

TEST(Reduce, NonTrivialAccumulatorHasNoLeaksAndIsExact) {
    const int64_t before = g_live.load();
    hbt::Rng rng(hbt::test_salt());
    for (int rep = 0; rep < 20; ++rep) {
        const int64_t n = rng.uniform(0, hbt::scaled(100000, 500));
        Tracked t = hb::parallel_reduce(0, n, Tracked{}, tjoin, [](int64_t i) {
            Tracked x;
            x.runs = {i, i + 1};
            return x;
        });
        if (n == 0) {
            EXPECT_TRUE(t.runs.empty());
        } else {
            ASSERT_EQ(t.runs, (std::vector<int64_t>{0, n})) << "rep " << rep << " n=" << n;
        }
    }
    EXPECT_EQ(g_live.load(), before) << "accumulator objects leaked or destroyed twice";
}

TEST(Reduce, IdentityPassedAsLvalueIsNotModified) {
    const std::string id = "";
    std::string mutable_id;
    const int64_t n = hbt::scaled(20000, 300);
    const std::string a = hb::parallel_reduce(0, n, id, std::plus<>{}, [](int64_t i) { return std::string(1, static_cast<char>('a' + i % 26)); });
    const std::string b = hb::parallel_reduce(0, n, mutable_id, std::plus<>{}, [](int64_t i) { return std::string(1, static_cast<char>('a' + i % 26)); });
    EXPECT_EQ(a, b);
    EXPECT_EQ(static_cast<int64_t>(a.size()), n);
    EXPECT_TRUE(mutable_id.empty());
    for (int64_t i = 0; i < n; ++i) ASSERT_EQ(a[static_cast<size_t>(i)], 'a' + i % 26);
}

TEST(Reduce, NonZeroIdentityMaxAndProduct) {
    const int64_t n = hbt::scaled(500000, 2000);
    const int64_t mx = hb::parallel_reduce(0, n, INT64_MIN, [](int64_t a, int64_t b) { return std::max(a, b); },
                                           [](int64_t i) { return static_cast<int64_t>(mix(i) >> 2); });
    int64_t want = INT64_MIN;
    for (int64_t i = 0; i < n; ++i) want = std::max(want, static_cast<int64_t>(mix(i) >> 2));
    EXPECT_EQ(mx, want);
    const uint64_t p = hb::parallel_reduce(0, n, uint64_t{1}, std::multiplies<>{}, [](int64_t i) { return 2 * static_cast<uint64_t>(i) + 1; });
    uint64_t wp = 1;
    for (int64_t i = 0; i < n; ++i) wp *= 2 * static_cast<uint64_t>(i) + 1;
    EXPECT_EQ(p, wp);
}

TEST(Reduce, NestedReductionsIrregular) {
    const int64_t n = hbt::scaled(3000, 100);
    auto trip = [](int64_t i) { return static_cast<int64_t>(mix(i, 1) % 3 == 0 ? 0 : mix(i, 2) % 200); };
    uint64_t want = 0;
    for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < trip(i); ++j) want += mix(i, j);
    const uint64_t got = hb::parallel_reduce(0, n, uint64_t{0}, std::plus<>{}, [&](int64_t i) {
        return hb::parallel_reduce(0, trip(i), uint64_t{0}, std::plus<>{}, [&](int64_t j) { return mix(i, j); });
    });
    EXPECT_EQ(got, want);
}

TEST(Reduce, NestedNonCommutativeReductions) {
    // Outer concatenation of inner concatenations, with the inner trip count varying.
    const int64_t n = hbt::scaled(600, 60);
    std::string want;
    for (int64_t i = 0; i < n; ++i) {
        want += "(";
        for (int64_t j = 0; j < i % 37; ++j) want += std::to_string(i * 100 + j) + ".";
        want += ")";
    }
    const std::string got = hb::parallel_reduce(0, n, std::string(), std::plus<>{}, [](int64_t i) {
        return "(" +
               hb::parallel_reduce(0, i % 37, std::string(), std::plus<>{}, [i](int64_t j) { return std::to_string(i * 100 + j) + "."; }) +
               ")";
    });
    EXPECT_TRUE(got == want) << "nested concatenation differs from the sequential one (sizes " << got.size() << " vs " << want.size() << ")";
}

TEST(Reduce, MatrixProductOfNestedProducts) {
    const int64_t n = hbt::scaled(2000, 100), m = 50;
    Mat want{1, 0, 0, 1};
    for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < m; ++j) want = mul(want, mat_of(i * m + j));
    const Mat id{1, 0, 0, 1};
    const Mat got = hb::parallel_reduce(0, n, id, mul, [&](int64_t i) {
        return hb::parallel_reduce(0, m, id, mul, [&](int64_t j) { return mat_of(i * m + j); });
    });
    EXPECT_EQ(got, want);
}

TEST(Reduce, ReductionsInsideFork2Branches) {
    const int64_t n = hbt::scaled(200000, 1000);
    auto [s, t] = hb::fork2(
        [&] { return hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [](int64_t i) { return i; }); },
        [&] { return hb::parallel_reduce(0, n / 100, std::string(), std::plus<>{}, [](int64_t i) { return std::to_string(i % 10); }); });
    EXPECT_EQ(s, n * (n - 1) / 2);
    std::string want;
    for (int64_t i = 0; i < n / 100; ++i) want += std::to_string(i % 10);
    EXPECT_EQ(t, want);
}
