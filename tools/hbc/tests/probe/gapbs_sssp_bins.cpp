// GAPBS SSSP-style delta stepping: one `parallel` region with a thread-local
// std::vector<std::vector<int>> of bins, `omp for nowait schedule(dynamic, 64)` over the
// shared frontier, relaxation by compare-and-swap (`__atomic` builtins), `omp barrier`,
// `omp single` choosing the next bin (min over threads via `omp critical`), copying local
// bins into the shared frontier with `omp atomic capture` offsets, and a final barrier.
#include <cstdio>
#include <vector>
#include <limits>
#include <algorithm>
#include <cstdint>

typedef int NodeID;
typedef int WeightT;

struct Graph {
    int n;
    std::vector<int> offs;
    std::vector<NodeID> nbr;
    std::vector<WeightT> wt;
};

static Graph make_graph(int n)
{
    Graph g;
    g.n = n;
    g.offs.assign(n + 1, 0);
    for (int u = 0; u < n; u++) {
        for (int k = 1; k <= 4; k++) {
            int v = (int)(((long)u * 7919 + k * 104729) % n);
            if (v == u) continue;
            g.nbr.push_back(v);
            g.wt.push_back(1 + (u * 31 + v * 17) % 40);
        }
        g.offs[u + 1] = (int)g.nbr.size();
    }
    return g;
}

static const WeightT kDistInf = std::numeric_limits<WeightT>::max() / 2;
static const size_t kMaxBin = std::numeric_limits<size_t>::max() / 2;

static std::vector<WeightT> DeltaStep(const Graph &g, NodeID source, WeightT delta)
{
    std::vector<WeightT> dist(g.n, kDistInf);
    dist[source] = 0;
    std::vector<NodeID> frontier(g.offs[g.n] + 1);
    size_t shared_indexes[2] = { 0, kMaxBin };
    size_t frontier_tails[2] = { 1, 0 };
    frontier[0] = source;
#pragma omp parallel
    {
        std::vector<std::vector<NodeID>> local_bins(0);
        size_t iter = 0;
        while (shared_indexes[iter & 1] != kMaxBin) {
            size_t &curr_bin_index = shared_indexes[iter & 1];
            size_t &next_bin_index = shared_indexes[(iter + 1) & 1];
            size_t &curr_frontier_tail = frontier_tails[iter & 1];
            size_t &next_frontier_tail = frontier_tails[(iter + 1) & 1];
#pragma omp for nowait schedule(dynamic, 64)
            for (size_t i = 0; i < curr_frontier_tail; i++) {
                NodeID u = frontier[i];
                if (dist[u] >= delta * static_cast<WeightT>(curr_bin_index)) {
                    for (int e = g.offs[u]; e < g.offs[u + 1]; e++) {
                        NodeID v = g.nbr[e];
                        WeightT old_dist = dist[v];
                        WeightT new_dist = dist[u] + g.wt[e];
                        while (new_dist < old_dist) {
                            if (__atomic_compare_exchange_n(&dist[v], &old_dist, new_dist, false,
                                                            __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
                                size_t dest_bin = new_dist / delta;
                                if (dest_bin >= local_bins.size()) local_bins.resize(dest_bin + 1);
                                local_bins[dest_bin].push_back(v);
                                break;
                            }
                        }
                    }
                }
            }
            for (size_t i = curr_bin_index; i < local_bins.size(); i++) {
                if (!local_bins[i].empty()) {
#pragma omp critical
                    next_bin_index = std::min(next_bin_index, i);
                    break;
                }
            }
#pragma omp barrier
#pragma omp single nowait
            {
                curr_bin_index = kMaxBin;
                curr_frontier_tail = 0;
            }
            if (next_bin_index < local_bins.size()) {
                size_t copy_start;
                size_t cnt = local_bins[next_bin_index].size();
#pragma omp atomic capture
                { copy_start = next_frontier_tail; next_frontier_tail += cnt; }
                std::copy(local_bins[next_bin_index].begin(), local_bins[next_bin_index].end(),
                          frontier.data() + copy_start);
                local_bins[next_bin_index].resize(0);
            }
            iter++;
#pragma omp barrier
        }
    }
    return dist;
}

int main()
{
    Graph g = make_graph(20000);
    std::vector<WeightT> d = DeltaStep(g, 0, 16);
    long long sum = 0;
    int reached = 0, maxd = 0;
    for (int u = 0; u < g.n; u++)
        if (d[u] < kDistInf) { sum += d[u]; reached++; maxd = std::max(maxd, d[u]); }
    std::printf("reached %d sum %lld max %d\n", reached, sum, maxd);
    return 0;
}
