// TPAL's recursive kernels (fib, knapsack, mergesort), the Rust-peer counterparts (tree sum,
// range sum split to one element, range sum as a loop reduction) and uforall.
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <memory>
#include <vector>

#include "../common.hpp"

namespace suite {

// ---------------------------------------------------------------- fib
template <class B>
inline int64_t fib_rec(int64_t n) {
    asm volatile("" : "+r"(n));  // keeps the compiler from merging the two calls' subtrees
    if (n < 2) return n;
    auto [a, b] = B::fork2([n] { return fib_rec<B>(n - 1); }, [n] { return fib_rec<B>(n - 2); });
    return a + b;
}

struct Fib {
    static constexpr const char *name = "fib";
    struct In {
        int64_t n = 0, result = 0;
    };
    static In make(Size s, int64_t param) {
        return In{param > 0 ? param : pick<int64_t>(s, 25, 42, 45), 0};
    }
    static void reset(In &in) { in.result = 0; }
    template <class B>
    static void run(In &in) {
        const int64_t n = in.n;
        in.result = B::root_tasks([n] { return fib_rec<B>(n); });
    }
    static Out out(const In &in) { return Out{{in.result}, {}, 0}; }
};

// ---------------------------------------------------------------- knapsack
// Branch and bound over items sorted by value density; the best value found so far is shared
// (so the work done depends on the schedule); the result, the optimum, does not.
struct Knapsack {
    static constexpr const char *name = "knapsack";
    struct Item {
        int64_t w, v;
    };
    struct In {
        std::vector<Item> items;
        int64_t cap = 915, result = 0;
        std::shared_ptr<std::atomic<int64_t>> best = std::make_shared<std::atomic<int64_t>>(0);
    };
    static In make(Size s, int64_t param) {
        In in;
        const int64_t n = param > 0 ? param : pick<int64_t>(s, 20, 36, 36);
        for (int64_t i = 0; i < n; ++i) {
            const int64_t w = 2 * (10 + (int64_t)(hash64(uint64_t(i) * 2 + 1) % 45));
            const int64_t v = 2 * w + (hash64(uint64_t(i) * 2 + 2) % 4 == 0 ? 1 : 0);
            in.items.push_back({w, v});
        }
        in.cap = 915;
        std::sort(in.items.begin(), in.items.end(), [](const Item &a, const Item &b) {
            return a.v * b.w > b.v * a.w;
        });
        return in;
    }
    static void reset(In &in) {
        in.best->store(0);
        in.result = 0;
    }
    template <class B>
    static int64_t knap(In &in, int64_t i, int64_t c, int64_t v) {
        if (c < 0) return INT64_MIN;
        if (i == (int64_t)in.items.size() || c == 0) return v;
        const Item &e = in.items[i];
        const double ub = (double)v + (double)c * (double)e.v / (double)e.w;
        if (ub < (double)in.best->load(std::memory_order_relaxed)) return INT64_MIN;
        auto [with, without] = B::fork2([&] { return knap<B>(in, i + 1, c - e.w, v + e.v); },
                                        [&] { return knap<B>(in, i + 1, c, v); });
        const int64_t b = std::max(with, without);
        int64_t cur = in.best->load(std::memory_order_relaxed);
        while (b > cur && !in.best->compare_exchange_weak(cur, b, std::memory_order_relaxed)) {
        }
        return b;
    }
    template <class B>
    static void run(In &in) {
        in.result = B::root_tasks([&] { return knap<B>(in, 0, in.cap, 0); });
    }
    static Out out(const In &in) { return Out{{in.result}, {}, 0}; }
};

// ---------------------------------------------------------------- mergesort
// Recursive sort (fork2), parallel merge (divide by binary search, fork2), parallel copy
// loop. Base cases (insertion sort below 24 elements, sequential merge below 64) are part of
// the algorithm and identical in every variant.
template <bool Exponential>
struct Mergesort {
    static constexpr const char *name = Exponential ? "mergesort-exp" : "mergesort";
    struct In {
        std::vector<uint64_t> init, a, tmp;
    };
    // TPAL: 20M; uniform input x0 = 1233332, x_{i+1} = hash64(x_i) masked to 31 bits.
    // Exponential input: -ln(1 - u) * 2^24 for uniform u, so small keys and many duplicates.
    static In make(Size s, int64_t) {
        In in;
        const int64_t n = pick<int64_t>(s, 100'000, 8'000'000, 20'000'000);
        in.init.resize(n);
        uint64_t x = 1233332;
        for (int64_t i = 0; i < n; ++i) {
            if (Exponential) {
                in.init[i] = (uint64_t)(-std::log1p(-rand_double(uint64_t(i))) * 16777216.0);
            } else {
                in.init[i] = x;
                x = hash64(x) & 0x7fffffffu;
            }
        }
        in.tmp.resize(n);
        return in;
    }
    static void reset(In &in) { in.a = in.init; }
    template <class B>
    static int merge(const uint64_t *a, int64_t na, const uint64_t *b, int64_t nb, uint64_t *o) {
        if (na + nb <= 64) {
            int64_t i = 0, j = 0, k = 0;
            while (i < na && j < nb) o[k++] = b[j] < a[i] ? b[j++] : a[i++];
            while (i < na) o[k++] = a[i++];
            while (j < nb) o[k++] = b[j++];
            return 0;
        }
        if (na < nb) {  // split the longer run at its middle
            std::swap(a, b);
            std::swap(na, nb);
            // stability is irrelevant for integers
        }
        const int64_t ma = na / 2;
        const int64_t mb = std::lower_bound(b, b + nb, a[ma]) - b;
        B::fork2([=] { return merge<B>(a, ma, b, mb, o); },
                 [=] { return merge<B>(a + ma, na - ma, b + mb, nb - mb, o + ma + mb); });
        return 0;
    }
    template <class B>
    static int sort(uint64_t *a, uint64_t *t, int64_t n) {
        if (n <= 24) {
            for (int64_t i = 1; i < n; ++i) {
                const uint64_t v = a[i];
                int64_t j = i;
                for (; j > 0 && a[j - 1] > v; --j) a[j] = a[j - 1];
                a[j] = v;
            }
            return 0;
        }
        const int64_t h = n / 2;
        B::fork2([=] { return sort<B>(a, t, h); }, [=] { return sort<B>(a + h, t + h, n - h); });
        merge<B>(a, h, a + h, n - h, t);
        B::for_(0, n, [=](int64_t i) { a[i] = t[i]; });
        return 0;
    }
    template <class B>
    static void run(In &in) {
        uint64_t *a = in.a.data(), *t = in.tmp.data();
        const int64_t n = (int64_t)in.a.size();
        B::root_tasks([=] { return sort<B>(a, t, n); });
    }
    static Out out(const In &in) { return Out{{in.a.begin(), in.a.end()}, {}, 0}; }
};

// ---------------------------------------------------------------- mergesort with task groups
// The same sort and inputs as mergesort, with each fork written as a task group of two
// tasks (what a task-parallel program spells `spawn; spawn; sync`): the two are compared in
// docs/bench-history-forkjoin.md.
struct MergesortTasks : Mergesort<false> {
    static constexpr const char *name = "mergesort-tasks";
    template <class B>
    static void merge(const uint64_t *a, int64_t na, const uint64_t *b, int64_t nb, uint64_t *o) {
        if (na + nb <= 64) {
            Mergesort<false>::merge<Seq>(a, na, b, nb, o);
            return;
        }
        if (na < nb) {
            std::swap(a, b);
            std::swap(na, nb);
        }
        const int64_t ma = na / 2;
        const int64_t mb = std::lower_bound(b, b + nb, a[ma]) - b;
        typename B::task_group tg;
        tg.run([=] { merge<B>(a, ma, b, mb, o); });
        tg.run([=] { merge<B>(a + ma, na - ma, b + mb, nb - mb, o + ma + mb); });
        tg.wait();
    }
    template <class B>
    static void sort(uint64_t *a, uint64_t *t, int64_t n) {
        if (n <= 24) {
            Mergesort<false>::sort<Seq>(a, t, n);
            return;
        }
        const int64_t h = n / 2;
        typename B::task_group tg;
        tg.run([=] { sort<B>(a, t, h); });
        tg.run([=] { sort<B>(a + h, t + h, n - h); });
        tg.wait();
        merge<B>(a, h, a + h, n - h, t);
        B::for_(0, n, [=](int64_t i) { a[i] = t[i]; });
    }
    template <class B>
    static void run(In &in) {
        uint64_t *a = in.a.data(), *t = in.tmp.data();
        const int64_t n = (int64_t)in.a.size();
        B::root_tasks([=] {
            sort<B>(a, t, n);
            return 0;
        });
    }
};

// ---------------------------------------------------------------- n-queens (task groups)
// Counts the placements of n queens: one task per safe square of each row (BOTS nqueens's
// shape, on bitmasks), so a node has up to n children; no cutoff.
template <class B>
inline int64_t queens(uint32_t full, uint32_t cols, uint32_t d1, uint32_t d2) {
    if (cols == full) return 1;
    int64_t counts[32];
    int k = 0;
    typename B::task_group tg;
    for (uint32_t avail = full & ~(cols | d1 | d2); avail; avail &= avail - 1) {
        const uint32_t bit = avail & (0u - avail);
        int64_t *slot = &counts[k++];
        tg.run([=] { *slot = queens<B>(full, cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1); });
    }
    tg.wait();
    int64_t total = 0;
    for (int i = 0; i < k; ++i) total += counts[i];
    return total;
}

struct NQueens {
    static constexpr const char *name = "nqueens";
    struct In {
        int n = 0;
        int64_t result = 0;
    };
    static In make(Size s, int64_t param) { return In{param > 0 ? (int)param : pick(s, 8, 14, 15), 0}; }
    static void reset(In &in) { in.result = 0; }
    template <class B>
    static void run(In &in) {
        const uint32_t full = (1u << in.n) - 1;
        in.result = B::root_tasks([full] { return queens<B>(full, 0, 0, 0); });
    }
    static Out out(const In &in) { return Out{{in.result}, {}, 0}; }
};

// ---------------------------------------------------------------- tree sum (Rust peers)
struct TreeNode {
    int64_t value;
    TreeNode *left = nullptr, *right = nullptr;
};

inline TreeNode *tree_build(int64_t &next, int depth) {
    if (depth == 0) return nullptr;
    auto *t = new TreeNode{next++};
    t->left = tree_build(next, depth - 1);
    t->right = tree_build(next, depth - 1);
    return t;
}

template <class B>
inline int64_t tree_sum(const TreeNode *t) {
    if (!t) return 0;
    auto [l, r] = B::fork2([t] { return tree_sum<B>(t->left); },
                           [t] { return tree_sum<B>(t->right); });
    return t->value + l + r;
}

// param: depth (20 = 2^20 - 1 nodes, 10 = 1023 nodes). The tree is walked `rounds` times so
// that a run lasts long enough to time; the time per walk is time / units.
struct TreeSum {
    static constexpr const char *name = "tree-sum";
    struct In {
        std::shared_ptr<TreeNode> keep;
        TreeNode *root = nullptr;
        int depth = 0;
        int64_t rounds = 1, result = 0;
    };
    static In make(Size s, int64_t param) {
        In in;
        in.depth = param > 0 ? (int)param : pick(s, 14, 20, 20);
        int64_t next = 0;
        in.root = tree_build(next, in.depth);
        in.rounds = std::max<int64_t>(1, pick<int64_t>(s, 1 << 16, 1 << 26, 1 << 26) >> in.depth);
        return in;  // the tree is leaked on purpose: the process exits after the run
    }
    static void reset(In &in) { in.result = 0; }
    template <class B>
    static void run(In &in) {
        const TreeNode *r = in.root;
        const int64_t rounds = in.rounds;
        in.result = B::root_tasks([=] {
            int64_t s = 0;
            for (int64_t k = 0; k < rounds; ++k) s += tree_sum<B>(r);
            return s;
        });
    }
    static int64_t units(const In &in) { return in.rounds; }
    static Out out(const In &in) { return Out{{in.result}, {}, 0}; }
};

// ---------------------------------------------------------------- range sums (Rust peers)
// The value summed: not a closed form, so no compiler can replace the loop by a formula
// (bench/rust sums the same values).
inline uint64_t range_x(uint64_t i) { return i ^ (i >> 7); }

template <class B>
inline uint64_t range_split(uint64_t lo, uint64_t hi) {
    asm volatile("" : "+r"(lo));  // as in fib: one call per node in every variant
    if (hi - lo == 1) return range_x(lo);
    const uint64_t mid = lo + (hi - lo) / 2;
    auto [a, b] = B::fork2([=] { return range_split<B>(lo, mid); },
                           [=] { return range_split<B>(mid, hi); });
    return a + b;
}

// Sum of range_x(0 .. n-1) by recursive halving down to one element (fork2 at every level).
struct RangeSplit {
    static constexpr const char *name = "range-sum-split";
    struct In {
        int64_t n = 0;
        uint64_t result = 0;
    };
    static In make(Size s, int64_t param) {
        return In{param > 0 ? param : pick<int64_t>(s, 1'000'000, 100'000'000, 100'000'000), 0};
    }
    static void reset(In &in) { in.result = 0; }
    template <class B>
    static void run(In &in) {
        const uint64_t n = (uint64_t)in.n;
        in.result = B::root_tasks([=] { return range_split<B>(0, n); });
    }
    static Out out(const In &in) { return Out{{(int64_t)in.result}, {}, 0}; }
};

// Sum of range_x(0 .. n-1) as a loop reduction (parallel_reduce / rayon par_iter).
struct RangeReduce {
    static constexpr const char *name = "range-sum-reduce";
    struct In {
        int64_t n = 0;
        uint64_t result = 0;
    };
    static In make(Size s, int64_t param) {
        return In{param > 0 ? param : pick<int64_t>(s, 1'000'000, 100'000'000, 100'000'000), 0};
    }
    static void reset(In &in) { in.result = 0; }
    template <class B>
    static void run(In &in) {
        in.result = B::reduce_outer(0, in.n, uint64_t(0), Plus{},
                                    [](int64_t i) { return range_x((uint64_t)i); });
    }
    static Out out(const In &in) { return Out{{(int64_t)in.result}, {}, 0}; }
};

// ---------------------------------------------------------------- uforall
// One parallel loop of m iterations (a vectorisable hash, ~0.25 ns each sequentially), run `rounds` times back to back; the time
// per loop (time / units) against m * the sequential time per iteration shows where each
// scheduler breaks even. param = m.
struct Uforall {
    static constexpr const char *name = "uforall";
    struct In {
        int64_t m = 0, rounds = 0;
        std::vector<uint64_t> a;
    };
    static In make(Size s, int64_t param) {
        In in;
        in.m = param > 0 ? param : 4096;
        const int64_t total = pick<int64_t>(s, 1 << 18, 1 << 23, 1 << 23);
        in.rounds = std::clamp<int64_t>(total / in.m, pick<int64_t>(s, 10, 50, 50),
                                        pick<int64_t>(s, 2000, 20000, 20000));
        in.a.assign(in.m, 0);
        return in;
    }
    static void reset(In &in) { std::fill(in.a.begin(), in.a.end(), 0); }
    template <class B>
    static void run(In &in) {
        uint64_t *a = in.a.data();
        for (int64_t r = 0; r < in.rounds; ++r)
            B::for_outer(0, in.m, [=](int64_t i) { a[i] = hash64(a[i] + uint64_t(r)); });
    }
    static int64_t units(const In &in) { return in.rounds; }
    static Out out(const In &in) {
        return Out{{in.a.begin(), in.a.end()}, {}, 0};
    }
};

}  // namespace suite
