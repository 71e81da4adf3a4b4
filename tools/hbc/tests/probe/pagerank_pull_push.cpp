// GAP/Ligra-style PageRank, two ways over one Graph class: pull (each vertex sums its
// in-neighbours' contributions; parallel for with a max-reduction of the change) and push
// (each vertex adds into its out-neighbours with `atomic`), templated over the score type,
// the graph held as std::vector<std::vector<int>> built in parallel from an edge list with
// per-vertex locks avoided by a counting pass (atomic capture for slot positions) and a
// sort of each list; lambdas for the contribution, a teleport term computed by a reduction
// over dangling vertices, ranks compared at the end.
#include <cstdio>
#include <cstdint>
#include <cmath>
#include <vector>
#include <algorithm>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime() { return 0.0; }
#endif

static const int NV = 3000;
static const int NE = 24000;
static const double DAMP = 0.85;

struct Graph {
    int n;
    std::vector<std::vector<int>> out, in;
    std::vector<int> outdeg;
    explicit Graph(int nv) : n(nv), out(nv), in(nv), outdeg(nv, 0) {}
};

static uint64_t mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

static Graph build(int nv, int ne)
{
    Graph g(nv);
    std::vector<int> src(ne), dst(ne), incount(nv, 0), inpos(nv, 0);
#pragma omp parallel for
    for (int e = 0; e < ne; e++) {
        uint64_t h = mix(e);
        int s = int(h % (nv - 100)); // the last 100 vertices dangle
        int d = int((h >> 32) % (nv / 3 + 1)) * 3 % nv; // skewed in-degrees
        src[e] = s;
        dst[e] = d == s ? (d + 1) % nv : d;
    }
    for (int e = 0; e < ne; e++) g.out[src[e]].push_back(dst[e]);
#pragma omp parallel for
    for (int e = 0; e < ne; e++) {
#pragma omp atomic
        incount[dst[e]]++;
    }
#pragma omp parallel for
    for (int v = 0; v < nv; v++) g.in[v].resize(incount[v]);
#pragma omp parallel for
    for (int e = 0; e < ne; e++) {
        int slot;
#pragma omp atomic capture
        slot = inpos[dst[e]]++;
        g.in[dst[e]][slot] = src[e];
    }
#pragma omp parallel for schedule(dynamic, 16)
    for (int v = 0; v < nv; v++) {
        std::sort(g.in[v].begin(), g.in[v].end());
        g.outdeg[v] = (int)g.out[v].size();
    }
    return g;
}

template <typename Score>
static Score dangling_mass(const Graph &g, const std::vector<Score> &rank)
{
    Score m = 0;
#pragma omp parallel for reduction(+ : m)
    for (int v = 0; v < g.n; v++)
        if (g.outdeg[v] == 0) m += rank[v];
    return m;
}

template <typename Score>
static int pagerank_pull(const Graph &g, std::vector<Score> &rank, int max_iters, Score tol)
{
    std::vector<Score> contrib(g.n), next(g.n);
    auto share = [&](int u) { return g.outdeg[u] ? rank[u] / g.outdeg[u] : Score(0); };
    int it;
    for (it = 0; it < max_iters; it++) {
#pragma omp parallel for
        for (int u = 0; u < g.n; u++) contrib[u] = share(u);
        Score base = (Score(1) - Score(DAMP)) / g.n + Score(DAMP) * dangling_mass(g, rank) / g.n;
        Score change = 0;
#pragma omp parallel for schedule(dynamic, 64) reduction(max : change)
        for (int v = 0; v < g.n; v++) {
            Score s = 0;
            for (int u : g.in[v]) s += contrib[u];
            next[v] = base + Score(DAMP) * s;
            change = std::max(change, (Score)std::fabs(next[v] - rank[v]));
        }
        rank.swap(next);
        if (change < tol) { it++; break; }
    }
    return it;
}

template <typename Score>
static int pagerank_push(const Graph &g, std::vector<Score> &rank, int iters)
{
    std::vector<Score> next(g.n);
    for (int it = 0; it < iters; it++) {
        Score base = (Score(1) - Score(DAMP)) / g.n + Score(DAMP) * dangling_mass(g, rank) / g.n;
#pragma omp parallel
        {
#pragma omp for
            for (int v = 0; v < g.n; v++) next[v] = 0;
#pragma omp for schedule(guided)
            for (int u = 0; u < g.n; u++) {
                if (g.outdeg[u] == 0) continue;
                Score c = Score(DAMP) * rank[u] / g.outdeg[u];
                for (int v : g.out[u]) {
#pragma omp atomic
                    next[v] += c;
                }
            }
#pragma omp for
            for (int v = 0; v < g.n; v++) next[v] += base;
        }
        rank.swap(next);
    }
    return iters;
}

int main()
{
    double t0 = omp_get_wtime();
    Graph g = build(NV, NE);
    std::vector<double> r1(NV, 1.0 / NV), r2(NV, 1.0 / NV);
    int it1 = pagerank_pull<double>(g, r1, 100, 1e-9);
    pagerank_push<double>(g, r2, it1);
    double sum1 = 0, sum2 = 0, diff = 0;
    int top = 0;
#pragma omp parallel for reduction(+ : sum1, sum2) reduction(max : diff)
    for (int v = 0; v < NV; v++) {
        sum1 += r1[v];
        sum2 += r2[v];
        diff = std::max(diff, std::fabs(r1[v] - r2[v]));
    }
    for (int v = 1; v < NV; v++) if (r1[v] > r1[top] + 1e-12) top = v;
    int dangling = 0;
    for (int v = 0; v < NV; v++) dangling += g.outdeg[v] == 0;
    std::printf("iters %d sum %.6f %.6f close %d top %d (%.5e) dangling %d\n", it1, sum1, sum2, diff < 1e-9,
                top, r1[top], dangling);
    return omp_get_wtime() - t0 < 0.0;
}
