// Every iteration visited exactly once across arbitrary nesting: irregular loop nests with
// random trip counts (0 and 1 included), loops in functions called from loops, recursion
// mixing fork2 and loops, loops in fork2 branches and fork2 in loops.
#include <cstdlib>

#include "common.hpp"

using hbt::mix;
using hbt::Visits;

namespace {

// A random loop nest, flattened per level: node x of level L runs trip[L][x] iterations,
// whose iteration j is node base[L][x] + j of level L + 1.
struct Nest {
    std::vector<std::vector<int64_t>> trip, base;
    std::vector<int64_t> nodes;  // nodes per level, level 0 has one (the whole nest)

    Nest(int depth, uint64_t salt, int64_t max_trip, int64_t budget) {
        hbt::Rng rng(salt);
        nodes.push_back(1);
        for (int L = 0; L < depth; ++L) {
            std::vector<int64_t> t, b;
            int64_t next = 0;
            // Keep the total size bounded: shrink the trips as the level grows.
            const int64_t cap = std::max<int64_t>(2, std::min<int64_t>(max_trip, 4 * budget / std::max<int64_t>(1, nodes[L])));
            for (int64_t x = 0; x < nodes[L]; ++x) {
                const uint64_t r = rng.next() % 8;
                int64_t k = r == 0 ? 0 : r == 1 ? 1 : rng.uniform(0, cap);
                if (L == 0) k = std::max<int64_t>(k, cap / 2);
                t.push_back(k);
                b.push_back(next);
                next += k;
            }
            trip.push_back(std::move(t));
            base.push_back(std::move(b));
            nodes.push_back(next);
        }
    }
    int depth() const { return static_cast<int>(trip.size()); }
};

// Visits per level (level L + 1 counts the iterations of level L's loops).
struct NestVisits {
    std::vector<std::unique_ptr<Visits>> v;
    explicit NestVisits(const Nest &n) {
        for (int L = 0; L <= n.depth(); ++L) v.push_back(std::make_unique<Visits>(n.nodes[L]));
    }
    ::testing::AssertionResult exactly_once() const {
        for (size_t L = 1; L < v.size(); ++L) {
            auto r = v[L]->exactly_once();
            if (!r) return r << " (level " << L << ")";
        }
        return ::testing::AssertionSuccess();
    }
};

// The same loop site at every level (recursion through one lambda).
void run_recursive(const Nest &n, NestVisits &nv, int L, int64_t x) {
    const int64_t b = n.base[L][x];
    hb::parallel_for(0, n.trip[L][x], [&, b, L](int64_t j) {
        nv.v[L + 1]->visit(b + j);
        if (L + 1 < n.depth()) run_recursive(n, nv, L + 1, b + j);
    });
}

}  // namespace

TEST(Nesting, FlatLoopVisitsEachIterationOnce) {
    const int64_t n = hbt::scaled(2000000, 10000);
    Visits v(n);
    hb::parallel_for(0, n, [&](int64_t i) { v.visit(i); });
    EXPECT_TRUE(v.exactly_once());
}

TEST(Nesting, RepeatedFlatLoopsVisitEachIterationOnce) {
    hbt::Rng rng(hbt::test_salt());
    for (int rep = 0; rep < 200; ++rep) {
        const int64_t n = rng.uniform(0, hbt::scaled(20000, 50));
        Visits v(n, 17);
        hb::parallel_for(17, 17 + n, [&](int64_t i) { v.visit(i); });
        ASSERT_TRUE(v.exactly_once()) << "rep " << rep << " n=" << n;
    }
}

TEST(Nesting, IrregularNestThreeLevelsDistinctSites) {
    const Nest n(3, hbt::test_salt(), 120, hbt::scaled(400000, 4000));
    NestVisits nv(n);
    hb::parallel_for(0, n.trip[0][0], [&](int64_t i) {
        nv.v[1]->visit(i);
        const int64_t bi = n.base[1][i];
        hb::parallel_for(0, n.trip[1][i], [&](int64_t j) {
            nv.v[2]->visit(bi + j);
            const int64_t bj = n.base[2][bi + j];
            hb::parallel_for(0, n.trip[2][bi + j], [&](int64_t k) { nv.v[3]->visit(bj + k); });
        });
    });
    EXPECT_TRUE(nv.exactly_once());
}

TEST(Nesting, IrregularNestFiveLevelsRecursiveSite) {
    for (int rep = 0; rep < 3; ++rep) {
        const Nest n(5, hbt::test_salt() + rep, 40, hbt::scaled(200000, 3000));
        NestVisits nv(n);
        run_recursive(n, nv, 0, 0);
        ASSERT_TRUE(nv.exactly_once()) << "rep " << rep;
    }
}

TEST(Nesting, IrregularNestWithReductionsAtEveryLevel) {
    // A 4-level nest whose levels are reductions: the result must equal the sequential sum.
    const Nest n(4, hbt::test_salt(), 60, hbt::scaled(300000, 3000));
    std::function<uint64_t(int, int64_t)> seq = [&](int L, int64_t x) -> uint64_t {
        uint64_t s = 0;
        for (int64_t j = 0; j < n.trip[L][x]; ++j) {
            const int64_t c = n.base[L][x] + j;
            s += mix(L, c) + (L + 1 < n.depth() ? seq(L + 1, c) : 0);
        }
        return s;
    };
    struct Rec {
        const Nest &n;
        uint64_t operator()(int L, int64_t x) const {
            const int64_t b = n.base[L][x];
            return hb::parallel_reduce(0, n.trip[L][x], uint64_t{0}, std::plus<>{}, [&](int64_t j) -> uint64_t {
                return mix(L, b + j) + (L + 1 < n.depth() ? (*this)(L + 1, b + j) : 0);
            });
        }
    };
    EXPECT_EQ(Rec{n}(0, 0), seq(0, 0));
}

namespace {

// Out of line on purpose: a loop inside a function called from a loop.
__attribute__((noinline)) void row_kernel(const std::vector<int64_t> &row_ptr, const std::vector<int64_t> &col,
                                          const std::vector<int64_t> &x, std::vector<int64_t> &y, int64_t i) {
    y[static_cast<size_t>(i)] = hb::parallel_reduce(row_ptr[static_cast<size_t>(i)], row_ptr[static_cast<size_t>(i) + 1],
                                                    int64_t{0}, std::plus<>{}, [&](int64_t k) {
                                                        return x[static_cast<size_t>(col[static_cast<size_t>(k)])] * (k % 7 + 1);
                                                    });
}

}  // namespace

TEST(Nesting, LoopsInFunctionsCalledFromLoopsArrowheadSpmv) {
    // Arrowhead matrix: row 0 is dense, every other row has two non-zeros (0 and i).
    const int64_t n = hbt::scaled(200000, 2000);
    std::vector<int64_t> row_ptr{0}, col, x(static_cast<size_t>(n)), y(static_cast<size_t>(n), -1), want(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) {
        if (i == 0)
            for (int64_t j = 0; j < n; ++j) col.push_back(j);
        else
            col.push_back(0), col.push_back(i);
        row_ptr.push_back(static_cast<int64_t>(col.size()));
        x[static_cast<size_t>(i)] = static_cast<int64_t>(mix(i) % 1000) - 500;
    }
    for (int64_t i = 0; i < n; ++i) {
        int64_t s = 0;
        for (int64_t k = row_ptr[static_cast<size_t>(i)]; k < row_ptr[static_cast<size_t>(i) + 1]; ++k)
            s += x[static_cast<size_t>(col[static_cast<size_t>(k)])] * (k % 7 + 1);
        want[static_cast<size_t>(i)] = s;
    }
    for (int rep = 0; rep < 2; ++rep) {
        std::fill(y.begin(), y.end(), -1);
        hb::parallel_for(0, n, [&](int64_t i) { row_kernel(row_ptr, col, x, y, i); });
        ASSERT_EQ(y, want) << "rep " << rep;
    }
}

namespace {

// Recursion mixing fork2, loops and reductions; the shape derives from (depth, id) only.
// Returns (leaves, checksum of leaf ids); leaf visits are also counted.
struct Mixed {
    Visits *leaf_visits;
    int64_t leaf_span;  // ids of leaves are < leaf_span

    std::pair<int64_t, uint64_t> operator()(int depth, uint64_t id) const {
        if (depth == 0) {
            leaf_visits->visit(static_cast<int64_t>(id % static_cast<uint64_t>(leaf_span)));
            return {1, mix(id)};
        }
        const uint64_t h = mix(depth, id);
        const int64_t k = static_cast<int64_t>(h % 5);  // 0..4 children
        switch ((h >> 8) % 4) {
            case 0: {  // fork2
                auto [a, b] = hb::fork2([&] { return (*this)(depth - 1, id * 5 + 1); },
                                        [&] { return (*this)(depth - 1, id * 5 + 2); });
                return {a.first + b.first, a.second + b.second};
            }
            case 1: {  // loop with a reduction of pairs
                using P = std::pair<int64_t, uint64_t>;
                return hb::parallel_reduce(
                    0, k, P{0, 0}, [](P a, P b) { return P{a.first + b.first, a.second + b.second}; },
                    [&](int64_t j) { return (*this)(depth - 1, id * 5 + static_cast<uint64_t>(j)); });
            }
            case 2: {  // parallel_for writing to atomics, containing fork2
                std::atomic<int64_t> leaves{0};
                std::atomic<uint64_t> sum{0};
                hb::parallel_for(0, k, [&](int64_t j) {
                    auto [a, b] = hb::fork2([&] { return (*this)(depth - 1, id * 5 + static_cast<uint64_t>(j)); },
                                            [&] { return depth >= 2 ? (*this)(depth - 2, id * 7 + static_cast<uint64_t>(j))
                                                                    : std::pair<int64_t, uint64_t>{0, 0}; });
                    leaves += a.first + b.first;
                    sum += a.second + b.second;
                });
                return {leaves.load(), sum.load()};
            }
            default: {  // a plain sequential call (a function boundary with no construct)
                return (*this)(depth - 1, id * 5 + 3);
            }
        }
    }
};

std::pair<int64_t, uint64_t> mixed_seq(int depth, uint64_t id, std::vector<uint64_t> &leaf_ids) {
    if (depth == 0) {
        leaf_ids.push_back(id);
        return {1, mix(id)};
    }
    const uint64_t h = mix(depth, id);
    const int64_t k = static_cast<int64_t>(h % 5);
    std::pair<int64_t, uint64_t> r{0, 0};
    auto add = [&](std::pair<int64_t, uint64_t> p) { r.first += p.first, r.second += p.second; };
    switch ((h >> 8) % 4) {
        case 0:
            add(mixed_seq(depth - 1, id * 5 + 1, leaf_ids));
            add(mixed_seq(depth - 1, id * 5 + 2, leaf_ids));
            break;
        case 1:
            for (int64_t j = 0; j < k; ++j) add(mixed_seq(depth - 1, id * 5 + static_cast<uint64_t>(j), leaf_ids));
            break;
        case 2:
            for (int64_t j = 0; j < k; ++j) {
                add(mixed_seq(depth - 1, id * 5 + static_cast<uint64_t>(j), leaf_ids));
                if (depth >= 2) add(mixed_seq(depth - 2, id * 7 + static_cast<uint64_t>(j), leaf_ids));
            }
            break;
        default:
            add(mixed_seq(depth - 1, id * 5 + 3, leaf_ids));
    }
    return r;
}

}  // namespace

TEST(Nesting, RecursionMixingFork2LoopsAndReductions) {
    const int depth = hbt::sanitized() || hbt::forced() ? 9 : 11;
    for (uint64_t root : {uint64_t{1}, uint64_t{2}, hbt::test_salt() % 1000 + 3}) {
        std::vector<uint64_t> ids;
        const auto want = mixed_seq(depth, root, ids);
        // Leaf ids may repeat in the structure itself; count the expected visits per slot.
        const int64_t span = 1 << 20;
        std::vector<uint32_t> expect(span, 0);
        for (uint64_t id : ids) ++expect[id % span];
        Visits v(span);
        const auto got = Mixed{&v, span}(depth, root);
        EXPECT_EQ(got.first, want.first) << "root " << root;
        EXPECT_EQ(got.second, want.second) << "root " << root;
        for (int64_t s = 0; s < span; ++s) ASSERT_EQ(v.count(s), expect[static_cast<size_t>(s)]) << "leaf slot " << s;
    }
}

TEST(Nesting, LoopsInsideFork2Branches) {
    const int64_t n = hbt::scaled(100000, 1000);
    Visits a(n), b(n), c(n);
    auto [x, y] = hb::fork2(
        [&] {
            hb::parallel_for(0, n, [&](int64_t i) { a.visit(i); });
            return hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [](int64_t i) { return i; });
        },
        [&] {
            hb::fork2([&] { hb::parallel_for(0, n / 2, [&](int64_t i) { b.visit(i); }); },
                      [&] { hb::parallel_for(n / 2, n, [&](int64_t i) { b.visit(i); }); });
            hb::parallel_for(0, n, [&](int64_t i) { c.visit(i); });
            return std::string("right");
        });
    EXPECT_EQ(x, n * (n - 1) / 2);
    EXPECT_EQ(y, "right");
    EXPECT_TRUE(a.exactly_once());
    EXPECT_TRUE(b.exactly_once());
    EXPECT_TRUE(c.exactly_once());
}

TEST(Nesting, Fork2InsideLoops) {
    const int64_t n = hbt::scaled(20000, 500);
    Visits v(3 * n);
    hb::parallel_for(0, n, [&](int64_t i) {
        hb::fork2([&] { v.visit(3 * i); },
                  [&] { hb::fork2([&] { v.visit(3 * i + 1); }, [&] { v.visit(3 * i + 2); }); });
    });
    EXPECT_TRUE(v.exactly_once());
}

TEST(Nesting, DeepNestOfSingleIterationLoops) {
    // 200 nested one-iteration loops around a real loop: no frame is promotable except the
    // innermost; nothing may run twice.
    const int64_t n = hbt::scaled(50000, 500);
    Visits v(n);
    std::function<void(int)> nest = [&](int d) {
        if (d == 0) {
            hb::parallel_for(0, n, [&](int64_t i) { v.visit(i); });
            return;
        }
        hb::parallel_for(d, d + 1, [&](int64_t) { nest(d - 1); });
    };
    nest(200);
    EXPECT_TRUE(v.exactly_once());
}

TEST(Nesting, OneWorkerRunsIterationsInSequentialOrder) {
    // With one worker nothing is stolen, and a promoted loop's owner runs its halves left
    // then right: execution order must be exactly the sequential order.
    hbt::WorkersGuard g(1);
    const Nest n(3, hbt::test_salt(), 30, hbt::scaled(20000, 2000));
    std::vector<std::pair<int, int64_t>> order, want;
    std::function<void(int, int64_t, std::vector<std::pair<int, int64_t>> &, bool)> walk =
        [&](int L, int64_t x, std::vector<std::pair<int, int64_t>> &out, bool par) {
            const int64_t b = n.base[L][x];
            auto body = [&, b, L](int64_t j) {
                out.push_back({L + 1, b + j});
                if (L + 1 < n.depth()) walk(L + 1, b + j, out, par);
            };
            if (par)
                hb::parallel_for(0, n.trip[L][x], body);
            else
                for (int64_t j = 0; j < n.trip[L][x]; ++j) body(j);
        };
    walk(0, 0, want, false);
    walk(0, 0, order, true);
    ASSERT_EQ(order.size(), want.size());
    EXPECT_TRUE(order == want) << "iterations ran out of sequential order with one worker";
    std::vector<int> fo;
    hb::fork2([&] { fo.push_back(1); hb::fork2([&] { fo.push_back(2); }, [&] { fo.push_back(3); }); },
              [&] { fo.push_back(4); });
    EXPECT_EQ(fo, (std::vector<int>{1, 2, 3, 4}));
}

// A loop whose body nests runs without a frame when it is small (at most 16 iterations), fits
// the poll budget, and the youngest frame could be promoted instead (docs/protocol.md, "Small
// nested loops"). Seen from inside the small loop's body: the thread's youngest frame is the
// outer loop's when the small loop ran as plain code, a frame of its own otherwise.
TEST(Nesting, SmallNestedLoopRunsWithoutAFrameOnlyUnderAnEligibleFrame) {
    hbt::WorkersGuard g(1);
    const int64_t outer = 64;
    struct Count {
        int64_t plain = 0, framed = 0, wrong = 0, roomy = 0;
    };
    int64_t sum = 0;
    auto run = [&](int64_t middle) {
        Count c;
        hb::parallel_for(0, outer, [&](int64_t i) {
            const hb_detail_hot &h = hb_detail_tls;
            const hb_detail_frame *top = h.top;
            const bool eligible = top != nullptr && top->promote != nullptr && top->hi - top->next >= 2;
            const bool fits = h.countdown >= middle;
            c.roomy += fits;
            const bool expect_plain = middle <= 16 && eligible && fits;
            hb::parallel_for(0, middle, [&, top, expect_plain](int64_t j) {
                if (j == 0) {
                    const bool plain = hb_detail_tls.top == top;
                    ++(plain ? c.plain : c.framed);
                    c.wrong += plain != expect_plain;
                }
                hb::parallel_for(0, 4, [&](int64_t k) { sum += i + j + k; });  // makes the site nest
            });
        });
        return c;
    };
    for (int warm = 0; warm < 2; ++warm) run(16);  // the sites learn that they nest
    const Count small = run(16);
    EXPECT_EQ(small.wrong, 0) << small.plain << " plain, " << small.framed << " framed";
    if (small.roomy > outer / 2 && !hbt::forced()) {
        EXPECT_GT(small.plain, 0) << "no 16-iteration nested loop ran as plain code";
    }
    const Count big = run(17);
    EXPECT_EQ(big.plain, 0) << "a 17-iteration nested loop ran without a frame";
    EXPECT_EQ(big.wrong, 0);
    EXPECT_GT(sum, 0);
}

// A join inside an iteration (a nested loop's, a fork's) runs only work at least as deep as
// what it waits for, never another iteration of an enclosing loop on the same thread
// (docs/protocol.md, "Join depth"). OpenMP runs an iteration to its end on one thread, and
// code keeps per-thread state across a nested construct (hbc's programs: a buffer found by
// omp_get_thread_num()); a helped outer iteration overwrote it. Under forced promotion at 4
// workers, before session 47, a run of the loop below saw it in about 1 of 10 tries.
namespace {
thread_local int64_t g_iteration_here = -1;
}

TEST(Nesting, JoinInsideAnIterationNeverRunsAnEnclosingIteration) {
    const int64_t n = hbt::scaled(400, 40, 1.0), m = hbt::scaled(1000, 100, 1.0);
    for (int rep = 0; rep < 12; ++rep) {
        std::atomic<int64_t> overwritten{0};
        std::atomic<int64_t> inner_sum{0};
        hb::parallel_for(0, n, [&](int64_t i) {
            g_iteration_here = i;
            hb::parallel_for(0, m, [&](int64_t j) {
                for (int k = 0; k < 200; ++k) asm volatile("");
                inner_sum.fetch_add(j % 3, std::memory_order_relaxed);
            });
            hb::fork2([&] { hb::parallel_for(0, m / 4, [&](int64_t) {}); },
                      [&] { hb::parallel_for(0, m / 4, [&](int64_t) {}); });
            if (g_iteration_here != i) overwritten.fetch_add(1, std::memory_order_relaxed);
            g_iteration_here = -1;
        });
        EXPECT_EQ(overwritten.load(), 0) << "repetition " << rep;
        int64_t per = 0;
        for (int64_t j = 0; j < m; ++j) per += j % 3;
        EXPECT_EQ(inner_sum.load(), n * per);
    }
}

// Nested mode runs a framed loop in short chunks (docs/protocol.md, "Leaf and nested
// modes"): a promotion from inside the body must still find all of the loop's remaining
// iterations but the rest of the running chunk. Light iterations (an inner loop of 2) run in
// chunks of up to kNestedChunkMax; heavy ones (an inner loop of 400, more than
// kNestedChunkUnits) one at a time, as every nested loop did before session 65.
// The checks that need a roomy budget skip where it stays about one unit: forced promotion,
// a fixed HB_CHUNK, and beats far shorter than the default (1 us, under a sanitizer): a
// poll inside nearly every chunk refills it, so chunks stay one iteration and a chunk's
// spending cannot be seen. Under the signal and flag mechanisms a thread's budget starts at
// one unit and grows only with the first delivered beats, which can take longer than a
// short test (ASan, ping, 2 workers: 4 runs in 20 never grew it): light nested loops run
// first until the budget reaches 256 units, which took at most 4 ms there, or 300 ms pass.
static bool budget_is_roomy() {
    if (hbt::forced() || std::getenv("HB_CHUNK") != nullptr || hb::heartbeat_us() < 20) return false;
    std::atomic<int64_t> most{0}, sum{0};  // relaxed: only the greatest value matters
    const auto stop = std::chrono::steady_clock::now() + std::chrono::milliseconds(300);
    while (most.load(std::memory_order_relaxed) < 256 && std::chrono::steady_clock::now() < stop)
        hb::parallel_for(0, 1000, [&](int64_t) {
            const int64_t c = hb_detail_tls.countdown;
            if (c > most.load(std::memory_order_relaxed)) most.store(c, std::memory_order_relaxed);
            hb::parallel_for(0, 2, [&](int64_t j) { sum.fetch_add(j, std::memory_order_relaxed); });
        });
    return most.load(std::memory_order_relaxed) >= 256;
}

TEST(Nesting, NestedLoopKeepsAtMostAShortChunkOutOfAPromotionsReach) {
    hbt::WorkersGuard g(1);
    struct Hidden {
        int64_t most = -1, shared = 0;  // iterations that started with others of their chunk left
    };
    auto measure = [](int64_t n, int64_t inner) {
        Hidden h;
        int64_t sum = 0;
        for (int run = 0; run < 2; ++run)  // the first run teaches the site that it nests
            hb::parallel_for(0, n, [&](int64_t i) {
                const hb_detail_frame *top = hb_detail_tls.top;
                if (run == 1 && top != nullptr && top->promote != nullptr && top->next > i) {  // i's frame
                    const int64_t left_in_chunk = top->next - (i + 1);
                    h.most = std::max(h.most, left_in_chunk);
                    h.shared += left_in_chunk > 0;
                }
                hb::parallel_for(0, inner, [&](int64_t j) { sum += j; });
            });
        EXPECT_EQ(sum, 2 * n * (inner * (inner - 1) / 2));
        return h;
    };
    const int64_t chunk_max = 128;  // kNestedChunkMax in include/heartbeat/detail/loop.hpp
    const bool roomy = budget_is_roomy();
    const Hidden light = measure(hbt::scaled(100000, 1000), 2);
    EXPECT_LE(light.most, chunk_max - 1);
    if (!roomy) return;
    EXPECT_GE(light.most, 1) << "light nested iterations were not chunked";
    const int64_t n_heavy = hbt::scaled(2000, 100);
    const Hidden heavy = measure(n_heavy, 400);
    EXPECT_LE(heavy.shared, n_heavy / 20) << "heavy nested iterations shared chunks (at most " << heavy.most
                                          << " left in one)";
}

// The inlined loop's short test trusts hb_site::plain_max (docs/protocol.md, "The short
// test"): a site that ran as plain code under a frame gets it; once its body nests, the site
// loses it and takes the full test, which frames a nested loop of more than 16 iterations.
TEST(Nesting, SiteThatStartsToNestLosesTheShortTest) {
    hbt::WorkersGuard g(1);
    const bool roomy_budget = budget_is_roomy();
    hb_site site{};
    int64_t framed = 0, roomy = 0, sum = 0;
    auto run = [&](bool nest) {
        framed = 0;
        hb::parallel_for(0, 64, [&](int64_t i) {  // an enclosing frame once its site nests
            const hb_detail_frame *outer = hb_detail_tls.top;
            roomy += outer != nullptr && hb_detail_tls.countdown >= 40;
            auto body = [&](int64_t lo, int64_t hi) {
                framed += lo == 0 && hb_detail_tls.top != outer;
                for (int64_t j = lo; j < hi; ++j) {
                    sum += i + j;
                    if (nest) hb::parallel_for(0, 2, [&](int64_t k) { sum += k; });
                }
            };
            hb::parallel_for_range_at(&site, 0, 40, body);
        });
    };
    // A thread's budget starts small and grows with its polls (HB_CHUNK=3 keeps it small):
    // run until one 40-iteration loop fitted it under the enclosing frame.
    for (int warm = 0; warm < 200 && site.plain_max == 0; ++warm) run(false);
    if (roomy > 0 && roomy_budget) {
        EXPECT_NE(site.plain_max, 0u) << "an inner site that never nested has no short test";
        EXPECT_LT(framed, 64) << "no 40-iteration loop that does not nest ran as plain code";
    }
    // Detection compares the budget before and after a chunk, and a small budget refilled
    // by a poll inside can come back to the same value: a few runs, then it must have seen.
    for (int tries = 0; tries < 50 && site.nested == 0; ++tries) run(true);
    if (roomy_budget) {
        EXPECT_EQ(site.nested, 1);
    }
    run(true);
    if (site.nested) {
        EXPECT_EQ(site.plain_max, 0u) << "a nested site kept the short test";
    }
    EXPECT_EQ(framed, 64) << "a 40-iteration loop that nests ran without a frame";
    EXPECT_GT(sum, 0);
}

// A plain run of a nested site writes the site only when something is missing (docs/protocol.md,
// "The short test"): record_cost can set plain_max again on a site marked nested, and then the
// next plain run's end check must clear it, or the site keeps skipping the nested test.
TEST(Nesting, NestedSiteThatGotItsShortTestBackIsMarkedAgainByItsEndCheck) {
    hbt::WorkersGuard g(1);
    const bool roomy_budget = budget_is_roomy();  // else no loop may run as plain code
    hb_site site{};
    site.nested = 1;
    int64_t sum = 0, ran_plain = 0, rounds = 0;
    for (int round = 0; round < 50 && ran_plain == 0; ++round, ++rounds) {
        hb::parallel_for(0, 64, [&](int64_t i) {
            const hb_detail_frame *outer = hb_detail_tls.top;
            site.plain_max = 8;  // what a racing record_cost leaves on a nested site
            bool plain = false;
            auto body = [&](int64_t lo, int64_t hi) {
                plain = plain || (lo == 0 && hb_detail_tls.top == outer);
                for (int64_t j = lo; j < hi; ++j) {
                    sum += i + j;
                    hb::parallel_for(0, 2, [&](int64_t k) { sum += k; });
                }
            };
            hb::parallel_for_range_at(&site, 0, 8, body);
            if (plain) {
                ++ran_plain;
                EXPECT_EQ(site.plain_max, 0u) << "a plain run of a nested site left its short test in place";
            }
        });
    }
    if (roomy_budget) {
        EXPECT_GT(ran_plain, 0) << "the 8-iteration loop never ran as plain code";
    }
    // every iteration exactly once, whichever path each of the 8-iteration loops took: per
    // round, sum over i < 64 of (8i + 28) for the j loop and 8 * 1 for the k loops
    EXPECT_EQ(sum, rounds * (8 * (63 * 64 / 2) + 64 * 28 + 64 * 8));
}

// run_latent marks a site nested when its chunk's nested constructs moved the budget or
// polled (docs/protocol.md, "Leaf and nested modes"). A constant refill spent in whole
// multiples brings countdown back to the value the chunk left, so the budget alone can miss
// it: with HB_HEARTBEAT_MECHANISM=ping-flag a light nested loop ran in chunks of hundreds
// of iterations because its site was never marked.
TEST(Nesting, ChunkWhoseNestedLoopsPolledIsSeenToNestEvenIfTheBudgetComesBack) {
    hbt::WorkersGuard g(1);
    hb::parallel_for(0, 4, [](int64_t) {});  // attached: countdown holds a real budget
    hb_site site{};
    bool first = true, arranged = false;
    int64_t spent = 0;
    const int64_t n = hb_detail_tls.countdown * 2 + 1000;  // more than the budget: framed
    auto body = [&](int64_t, int64_t) {
        if (!first) return;
        first = false;
        const int64_t rest = hb_detail_tls.countdown;  // what the chunk left
        const uint64_t polls = hb_detail_tls.polls;
        while (hb_detail_tls.polls == polls)  // one more iteration than the budget: it polls
            hb::parallel_for(0, hb_detail_tls.countdown + 1, [&](int64_t) { ++spent; });
        const int64_t over = hb_detail_tls.countdown - rest;
        if (over > 0) hb::parallel_for(0, over, [&](int64_t) { ++spent; });  // fits: plain code
        arranged = hb_detail_tls.countdown == rest;
    };
    hb::parallel_for_range_at(&site, 0, n, body);
    EXPECT_GT(spent, 0);
    EXPECT_EQ(site.nested, 1) << (arranged ? "the budget came back to the chunk's value" : "");
    if (!hbt::forced()) {
        EXPECT_TRUE(arranged) << "the refill was smaller than what the chunk left";
    }
}

// A small nested loop runs as plain code whenever a heartbeat would promote one of the
// thread's frames (docs/protocol.md, "Small nested loops"), not only when the youngest frame
// is eligible: on the last iterations of a middle loop its frame is exhausted, but the outer
// loop's frame still has iterations. When no frame has two left, or only frames that a
// serial section's fence hides, the small loop is framed so that a heartbeat finds it.
TEST(Nesting, SmallNestedLoopRunsPlainWhileAnOlderFrameIsEligible) {
    hbt::WorkersGuard g(1);
    const bool roomy_budget = budget_is_roomy();
    auto eligible = [](const hb_detail_frame *f) { return f->promote != nullptr && f->hi - f->next >= 2; };
    auto promotable = [&](const hb_detail_frame *f) {  // an eligible frame older than every fence
        bool found = false;
        for (; f; f = f->prev) found = f->promote == nullptr ? false : found || eligible(f);
        return found;
    };
    struct Count {
        int64_t checked = 0, wrong = 0, plain_under_exhausted = 0, framed_with_nothing = 0;
    };
    int64_t sum = 0;
    auto run = [&](bool in_serial_section) {
        Count c;
        hb_serial fence;
        if (in_serial_section) hb_serial_begin(&fence);  // hides every frame below
        hb::parallel_for(0, 24, [&](int64_t i) {
            hb::parallel_for(0, 40, [&](int64_t j) {  // nests, more than 16: framed
                const hb_detail_frame *top = hb_detail_tls.top;
                const bool fits = hb_detail_tls.countdown >= 8;
                const bool top_eligible = top != nullptr && eligible(top);
                const bool expect_plain = fits && (top_eligible || promotable(top));
                hb::parallel_for(0, 8, [&, top](int64_t k) {
                    if (k == 0) {
                        const bool plain = hb_detail_tls.top == top;
                        ++c.checked;
                        c.wrong += plain != expect_plain;
                        c.plain_under_exhausted += plain && !top_eligible;
                        c.framed_with_nothing += !plain && fits && !top_eligible;
                    }
                    hb::parallel_for(0, 4, [&](int64_t l) { sum += i + j + k + l; });  // the sites nest
                });
            });
        });
        if (in_serial_section) hb_serial_end(&fence);
        return c;
    };
    for (int warm = 0; warm < 2; ++warm) run(false);  // the sites learn that they nest
    // Whether a budget fits 8 at a given iteration depends on when the heartbeats came, and a
    // descheduled thread (CI runs tests side by side) can keep it small through a whole run:
    // every run must be right, and a few runs must show both kinds.
    Count open;
    for (int tries = 0; tries < 20; ++tries) {
        const Count c = run(false);
        EXPECT_EQ(c.checked, 24 * 40);
        EXPECT_EQ(c.wrong, 0) << c.checked << " checked";
        open.plain_under_exhausted += c.plain_under_exhausted;
        open.framed_with_nothing += c.framed_with_nothing;
        if (!roomy_budget || (open.plain_under_exhausted > 0 && open.framed_with_nothing > 0)) break;
    }
    const Count fenced = run(true);
    EXPECT_EQ(fenced.wrong, 0) << fenced.checked << " checked";
    EXPECT_EQ(fenced.plain_under_exhausted, 0) << "a fence's hidden frames counted as promotable";
    if (roomy_budget) {
        EXPECT_GT(open.plain_under_exhausted, 0) << "no small loop ran plain under an exhausted frame";
        EXPECT_GT(open.framed_with_nothing, 0) << "the outer loop's last iterations framed nothing";
    }
    EXPECT_GT(sum, 0);
}
