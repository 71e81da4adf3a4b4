// Connected components by label propagation (Ligra/GAPBS-style, Shiloach-Vishkin-lite) in
// C++: a Graph template over the vertex id type (int32_t and int64_t instantiations),
// adjacency as std::vector<std::vector<Id>>, labels in std::vector<Id>; each round pulls the
// minimum label of the neighbours in a `parallel for schedule(dynamic, 64)` with a
// `reduction(||: changed)`, then pointer-jumping shortcut in a second loop; the number of
// components counted with a reduction over roots, the largest component found with an
// `atomic` histogram over labels and a `max` reduction, and a lambda building the edges.
#include <cstdio>
#include <cstdint>
#include <vector>
#include <algorithm>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime() { return 0.0; }
#endif

template <typename Id>
struct Graph {
    Id n;
    std::vector<std::vector<Id>> adj;
    explicit Graph(Id nv) : n(nv), adj(nv) {}
};

static uint32_t hash_u32(uint32_t x)
{
    x = ((x >> 16) ^ x) * 0x45d9f3bu;
    x = ((x >> 16) ^ x) * 0x45d9f3bu;
    return (x >> 16) ^ x;
}

template <typename Id>
static Graph<Id> make_graph(Id n, int edges)
{
    Graph<Id> g(n);
    auto endpoint = [n](uint32_t e, int which) -> Id {
        uint32_t h = hash_u32(e * 2u + which);
        Id block = (Id)(h % 7) * (n / 7); // seven loosely connected blocks
        return (Id)((block + hash_u32(h) % (n / 9)) % n);
    };
    for (int e = 0; e < edges; e++) {
        Id u = endpoint(e, 0), v = endpoint(e, 1);
        if (u == v) continue;
        g.adj[u].push_back(v);
        g.adj[v].push_back(u);
    }
#pragma omp parallel for schedule(dynamic, 32)
    for (Id v = 0; v < n; v++) {
        std::sort(g.adj[v].begin(), g.adj[v].end());
        g.adj[v].erase(std::unique(g.adj[v].begin(), g.adj[v].end()), g.adj[v].end());
    }
    return g;
}

template <typename Id>
static int components(const Graph<Id> &g, std::vector<Id> &label)
{
    label.resize(g.n);
#pragma omp parallel for
    for (Id v = 0; v < g.n; v++) label[v] = v;
    int rounds = 0;
    bool changed = true;
    while (changed) {
        changed = false;
        rounds++;
#pragma omp parallel for schedule(dynamic, 64) reduction(|| : changed)
        for (Id v = 0; v < g.n; v++) {
            Id best = label[v];
            for (Id u : g.adj[v]) {
                Id lu;
#pragma omp atomic read
                lu = label[u];
                best = std::min(best, lu);
            }
            if (best < label[v]) {
#pragma omp atomic write
                label[v] = best;
                changed = true;
            }
        }
#pragma omp parallel for
        for (Id v = 0; v < g.n; v++) {
            Id l = label[v];
            while (label[l] != l) l = label[l];
            label[v] = l;
        }
    }
    return rounds;
}

template <typename Id>
static void report(const char *name, Id n, int edges)
{
    Graph<Id> g = make_graph<Id>(n, edges);
    std::vector<Id> label;
    int rounds = components(g, label);
    long roots = 0;
#pragma omp parallel for reduction(+ : roots)
    for (Id v = 0; v < g.n; v++) roots += label[v] == v;
    std::vector<long> size(g.n, 0);
#pragma omp parallel for
    for (Id v = 0; v < g.n; v++) {
#pragma omp atomic
        size[label[v]]++;
    }
    long largest = 0;
#pragma omp parallel for reduction(max : largest)
    for (Id v = 0; v < g.n; v++) largest = std::max(largest, size[v]);
    bool ok = true;
    for (Id v = 0; v < g.n; v++)
        for (Id u : g.adj[v]) ok = ok && label[u] == label[v];
    std::printf("%s components %ld largest %ld consistent %d rounds>0 %d\n", name, roots, largest, (int)ok, rounds > 0);
}

int main()
{
    double t0 = omp_get_wtime();
    report<int32_t>("int32", 20000, 16000);
    report<int64_t>("int64", 9000, 9000);
    return omp_get_wtime() - t0 < 0.0;
}
