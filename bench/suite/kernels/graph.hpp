// HBC's second set, GraphIt kernels in the DensePull direction: bfs, cc, pagerank,
// pagerank-delta, sssp. Every round scans all vertices (the outer loop, parallel) and pulls
// from each vertex's in-neighbours (the inner loop: a parallel reduction, except bfs whose
// inner loop stops at the first parent found and so is not DOALL).
//
// Input: an R-MAT graph (a = 0.57, b = c = 0.19, d = 0.05), 2^scale vertices, 16 * 2^scale
// generated edges, symmetrised (so in-neighbours = out-neighbours), self loops and duplicates
// dropped. Vertex ids are not permuted: like the ordered social graphs, the highest degrees
// sit at low ids. Edge weights (sssp): 1 + hash of the unordered pair % 255.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include "../common.hpp"

namespace suite {

struct Graph {
    int64_t n = 0;
    std::vector<int64_t> off;   // n + 1
    std::vector<int32_t> adj;   // neighbours, sorted per vertex
    std::vector<int32_t> wgt;   // sssp weights, parallel to adj
    std::vector<int32_t> deg;
};

inline std::shared_ptr<const Graph> make_rmat(int scale) {
    static std::shared_ptr<const Graph> cache[40];  // one per scale, built once per process
    if (cache[scale]) return cache[scale];
    auto g = std::make_shared<Graph>();
    const int64_t n = int64_t(1) << scale, m = 16 * n;
    std::vector<uint64_t> e;  // (u << 32) | v, both directions
    e.reserve(2 * m);
    for (int64_t k = 0; k < m; ++k) {
        uint64_t u = 0, v = 0;
        for (int l = 0; l < scale; ++l) {
            const double r = rand_double(uint64_t(k) * 64 + l + 0x5bd1e995);
            const int q = r < 0.57 ? 0 : r < 0.76 ? 1 : r < 0.95 ? 2 : 3;
            u = (u << 1) | (q >> 1);
            v = (v << 1) | (q & 1);
        }
        if (u == v) continue;
        e.push_back((u << 32) | v);
        e.push_back((v << 32) | u);
    }
    std::sort(e.begin(), e.end());
    e.erase(std::unique(e.begin(), e.end()), e.end());
    g->n = n;
    g->off.assign(n + 1, 0);
    g->adj.resize(e.size());
    g->wgt.resize(e.size());
    for (size_t k = 0; k < e.size(); ++k) {
        const uint64_t u = e[k] >> 32, v = e[k] & 0xffffffffu;
        g->off[u + 1]++;
        g->adj[k] = (int32_t)v;
        g->wgt[k] = 1 + (int32_t)(hash64((std::min(u, v) << 32) | std::max(u, v)) % 255);
    }
    for (int64_t i = 0; i < n; ++i) g->off[i + 1] += g->off[i];
    g->deg.resize(n);
    for (int64_t i = 0; i < n; ++i) g->deg[i] = (int32_t)(g->off[i + 1] - g->off[i]);
    cache[scale] = g;
    return g;
}

inline int graph_scale(Size s) { return pick(s, 12, 18, 22); }

// Source vertex: the highest-degree vertex (id 0 in an unpermuted R-MAT graph has it).
inline int64_t graph_source(const Graph &g) {
    return std::max_element(g.deg.begin(), g.deg.end()) - g.deg.begin();
}

struct Min64 {
    int64_t operator()(int64_t a, int64_t b) const { return b < a ? b : a; }
};

// ---------------------------------------------------------------- bfs
// Runs one BFS from each of `sources` vertices (the highest-degree one, then hashed picks
// with a non-zero degree); the output is every run's parent and level arrays' checksums
// plus the last run's arrays.
struct Bfs {
    static constexpr const char *name = "bfs";
    struct In {
        std::shared_ptr<const Graph> g;
        std::vector<int32_t> parent, level, cur, next;
        std::vector<int64_t> srcs, sums;
        int rounds = 0;
    };
    static In make(Size s, int64_t) {
        In in;
        in.g = make_rmat(graph_scale(s));
        in.srcs.push_back(graph_source(*in.g));
        for (uint64_t h = 1; (int)in.srcs.size() < pick(s, 2, 24, 8); ++h) {
            const int64_t v = (int64_t)(hash64(h) % uint64_t(in.g->n));
            if (in.g->deg[v] > 0) in.srcs.push_back(v);
        }
        return in;
    }
    static void reset(In &in) { in.sums.clear(); }
    template <class B>
    static void run(In &in) {
        for (int64_t s : in.srcs) {
            const int64_t n = in.g->n;
            in.parent.assign(n, -1);  // timed, but O(n) and the same in every variant
            in.level.assign(n, -1);
            in.cur.assign(n, 0);
            in.next.assign(n, 0);
            one<B>(in, s);
            int64_t a = 0, b = 0;
            for (int64_t v = 0; v < n; ++v) {
                a += in.parent[v] * (v + 1);
                b += in.level[v];
            }
            in.sums.push_back(a);
            in.sums.push_back(b);
        }
    }
    template <class B>
    static void one(In &in, int64_t src) {
        const Graph &g = *in.g;
        const int64_t *off = g.off.data();
        const int32_t *adj = g.adj.data();
        int32_t *parent = in.parent.data(), *level = in.level.data();
        int32_t *cur = in.cur.data(), *next = in.next.data();
        parent[src] = (int32_t)src;
        level[src] = 0;
        cur[src] = 1;
        int64_t active = 1;
        int32_t depth = 0;
        while (active > 0) {
            ++depth;
            active = B::reduce_outer(0, g.n, int64_t(0), Plus{}, [=](int64_t v) -> int64_t {
                next[v] = 0;
                if (parent[v] >= 0) return 0;
                for (int64_t k = off[v]; k < off[v + 1]; ++k)  // stops at the first parent
                    if (cur[adj[k]]) {
                        parent[v] = adj[k];
                        level[v] = depth;
                        next[v] = 1;
                        return 1;
                    }
                return 0;
            });
            std::swap(cur, next);
        }
        in.rounds = depth;
    }
    static Out out(const In &in) {
        Out o{{in.parent.begin(), in.parent.end()}, {}, 0};
        o.ints.insert(o.ints.end(), in.level.begin(), in.level.end());
        o.ints.insert(o.ints.end(), in.sums.begin(), in.sums.end());
        return o;
    }
};

// ---------------------------------------------------------------- cc
// Label propagation (min label of the neighbourhood), Jacobi rounds until nothing changes.
struct Cc {
    static constexpr const char *name = "cc";
    struct In {
        std::shared_ptr<const Graph> g;
        std::vector<int64_t> a, b;
        std::vector<int64_t> *res = nullptr;
        int repeat = 1;  // the whole computation is repeated to last long enough
    };
    static In make(Size s, int64_t) {
        In in;
        in.g = make_rmat(graph_scale(s));
        in.repeat = pick(s, 1, 8, 1);
        return in;
    }
    static void reset(In &in) {
        in.a.resize(in.g->n);
        for (int64_t i = 0; i < in.g->n; ++i) in.a[i] = i;
        in.b = in.a;
    }
    template <class B>
    static void run(In &in) {
        const Graph &g = *in.g;
        const int64_t *off = g.off.data();
        const int32_t *adj = g.adj.data();
        for (int rep = 0; rep < in.repeat; ++rep) {
        for (int64_t i = 0; i < g.n; ++i) in.a[i] = in.b[i] = i;
        int64_t *old = in.a.data(), *nw = in.b.data();
        for (;;) {
            const int64_t changed =
                B::reduce_outer(0, g.n, int64_t(0), Plus{}, [=](int64_t v) -> int64_t {
                    const int64_t l = B::reduce(off[v], off[v + 1], old[v], Min64{},
                                                [=](int64_t k) { return old[adj[k]]; });
                    nw[v] = l;
                    return l != old[v];
                });
            std::swap(old, nw);
            if (changed == 0) break;
        }
        in.res = old == in.a.data() ? &in.a : &in.b;
        }
    }
    static Out out(const In &in) { return Out{*in.res, {}, 0}; }
};

// ---------------------------------------------------------------- pagerank
struct PageRank {
    static constexpr const char *name = "pagerank";
    struct In {
        std::shared_ptr<const Graph> g;
        std::vector<double> a, b, contrib;
        int iters = 40;
        std::vector<double> *res = nullptr;
    };
    static In make(Size s, int64_t) {
        In in;
        in.g = make_rmat(graph_scale(s));
        return in;
    }
    static void reset(In &in) {
        in.a.assign(in.g->n, 1.0 / (double)in.g->n);
        in.b.assign(in.g->n, 0.0);
        in.contrib.assign(in.g->n, 0.0);
    }
    template <class B>
    static void run(In &in) {
        const Graph &g = *in.g;
        const int64_t n = g.n;
        const int64_t *off = g.off.data();
        const int32_t *adj = g.adj.data(), *deg = g.deg.data();
        double *old = in.a.data(), *nw = in.b.data(), *contrib = in.contrib.data();
        const double d = 0.85, base = (1 - d) / (double)n;
        for (int it = 0; it < in.iters; ++it) {
            B::for_outer(0, n, [=](int64_t u) { contrib[u] = deg[u] ? old[u] / deg[u] : 0.0; });
            B::for_outer(0, n, [=](int64_t v) {
                nw[v] = base + d * B::reduce(off[v], off[v + 1], 0.0, Plus{},
                                             [=](int64_t k) { return contrib[adj[k]]; });
            });
            std::swap(old, nw);
        }
        in.res = old == in.a.data() ? &in.a : &in.b;
    }
    static Out out(const In &in) { return Out{{}, *in.res, 1e-9}; }
};

// ---------------------------------------------------------------- pagerank-delta
// GraphIt's PageRankDelta: only vertices whose rank changed by more than eps * rank in the
// last round push (here: are pulled from) in the next; a fixed number of rounds.
struct PageRankDelta {
    static constexpr const char *name = "pagerank-delta";
    struct In {
        std::shared_ptr<const Graph> g;
        std::vector<double> rank, delta, contrib;
        std::vector<int32_t> active;
        int iters = 30;
    };
    static In make(Size s, int64_t) {
        In in;
        in.g = make_rmat(graph_scale(s));
        return in;
    }
    static void reset(In &in) {
        const int64_t n = in.g->n;
        in.rank.assign(n, 0.0);
        in.delta.assign(n, 1.0 / (double)n);
        in.contrib.assign(n, 0.0);
        in.active.assign(n, 1);
    }
    template <class B>
    static void run(In &in) {
        const Graph &g = *in.g;
        const int64_t n = g.n;
        const int64_t *off = g.off.data();
        const int32_t *adj = g.adj.data(), *deg = g.deg.data();
        double *rank = in.rank.data(), *delta = in.delta.data(), *contrib = in.contrib.data();
        int32_t *active = in.active.data();
        const double d = 0.85, eps = 1e-7, base = (1 - d) / (double)n;
        for (int it = 0; it < in.iters; ++it) {
            B::for_outer(0, n, [=](int64_t u) {
                contrib[u] = active[u] && deg[u] ? delta[u] / deg[u] : 0.0;
            });
            B::for_outer(0, n, [=](int64_t v) {
                const double s = B::reduce(off[v], off[v + 1], 0.0, Plus{},
                                           [=](int64_t k) { return contrib[adj[k]]; });
                double dl = d * s;
                if (it == 0) {
                    dl += base - 1.0 / (double)n;  // first round: rank = base + d * sum
                    rank[v] += 1.0 / (double)n;
                }
                rank[v] += dl;
                delta[v] = dl;
                active[v] = std::fabs(dl) > eps * rank[v];
            });
        }
    }
    static Out out(const In &in) { return Out{{}, in.rank, 1e-9}; }
};

// ---------------------------------------------------------------- sssp
// Bellman-Ford in the pull direction, Jacobi rounds until no distance changes.
struct Sssp {
    static constexpr const char *name = "sssp";
    static constexpr int64_t kInf = std::numeric_limits<int64_t>::max() / 4;
    struct In {
        std::shared_ptr<const Graph> g;
        std::vector<int64_t> a, b, sums;
        std::vector<int64_t> *res = nullptr;
        int nsrc = 1;
    };
    static In make(Size s, int64_t) {
        In in;
        in.g = make_rmat(graph_scale(s));
        in.nsrc = pick(s, 1, 3, 1);
        return in;
    }
    static void reset(In &in) { in.sums.clear(); }
    template <class B>
    static void run(In &in) {
        for (int q = 0; q < in.nsrc; ++q) {
            int64_t src = graph_source(*in.g);
            for (uint64_t h = uint64_t(q); q > 0; ++h) {
                src = (int64_t)(hash64(h + 1000) % uint64_t(in.g->n));
                if (in.g->deg[src] > 0) break;
            }
            in.a.assign(in.g->n, kInf);
            in.a[src] = 0;
            in.b = in.a;
            one<B>(in);
            int64_t t = 0;
            for (int64_t x : *in.res) t += x < kInf ? x : -1;
            in.sums.push_back(t);
        }
    }
    template <class B>
    static void one(In &in) {
        const Graph &g = *in.g;
        const int64_t *off = g.off.data();
        const int32_t *adj = g.adj.data(), *w = g.wgt.data();
        int64_t *old = in.a.data(), *nw = in.b.data();
        for (;;) {
            const int64_t changed =
                B::reduce_outer(0, g.n, int64_t(0), Plus{}, [=](int64_t v) -> int64_t {
                    const int64_t dv = B::reduce(off[v], off[v + 1], old[v], Min64{},
                                                 [=](int64_t k) { return old[adj[k]] + w[k]; });
                    nw[v] = dv;
                    return dv != old[v];
                });
            std::swap(old, nw);
            if (changed == 0) break;
        }
        in.res = old == in.a.data() ? &in.a : &in.b;
    }
    static Out out(const In &in) {
        Out o{*in.res, {}, 0};
        o.ints.insert(o.ints.end(), in.sums.begin(), in.sums.end());
        return o;
    }
};

// ---------------------------------------------------------------- cf
// GraphIt's collaborative filtering: gradient descent on K latent factors per vertex, in the
// pull direction. Each round, every vertex v sums err(u, v) * latent[u] over its neighbours u
// (a K-vector reduction; err = rating - <latent[u], latent[v]>) and takes one step. GraphIt's
// step and regularisation; ratings are 1 + edge weight % 5.
struct Cf {
    static constexpr const char *name = "cf";
    static constexpr int K = 20;
    struct Vec {
        double x[K] = {};
        friend Vec operator+(Vec a, const Vec &b) {
            for (int i = 0; i < K; ++i) a.x[i] += b.x[i];
            return a;
        }
    };
    struct In {
        std::shared_ptr<const Graph> g;
        std::vector<double> a, b;
        std::vector<double> *res = nullptr;
        int iters = 1;
    };
    static In make(Size s, int64_t) {
        In in;
        in.g = make_rmat(graph_scale(s));
        in.iters = pick(s, 2, 6, 10);
        return in;
    }
    static void reset(In &in) {
        const int64_t m = in.g->n * K;
        in.a.resize(m);
        for (int64_t i = 0; i < m; ++i) in.a[i] = 0.1 + 0.4 * rand_double(uint64_t(i) + 77);
        in.b.assign(m, 0.0);
    }
    template <class B>
    static void run(In &in) {
        const Graph &g = *in.g;
        const int64_t *off = g.off.data();
        const int32_t *adj = g.adj.data(), *w = g.wgt.data();
        double *lat = in.a.data(), *nxt = in.b.data();
        const double step = 0.00000035, lambda = 0.001;
        for (int it = 0; it < in.iters; ++it) {
            B::for_outer(0, g.n, [=](int64_t v) {
                const double *lv = lat + v * K;
                const Vec e = B::reduce(off[v], off[v + 1], Vec{}, Plus{}, [=](int64_t k) {
                    const double *lu = lat + int64_t(adj[k]) * K;
                    double est = 0;
                    for (int i = 0; i < K; ++i) est += lu[i] * lv[i];
                    const double err = double(1 + w[k] % 5) - est;
                    Vec r;
                    for (int i = 0; i < K; ++i) r.x[i] = lu[i] * err;
                    return r;
                });
                for (int i = 0; i < K; ++i) nxt[v * K + i] = lv[i] + step * (-lambda * lv[i] + e.x[i]);
            });
            std::swap(lat, nxt);
        }
        in.res = lat == in.a.data() ? &in.a : &in.b;
    }
    static Out out(const In &in) { return Out{{}, *in.res, 1e-9}; }
};

}  // namespace suite
