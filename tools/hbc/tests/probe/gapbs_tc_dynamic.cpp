// GAPBS tc/pr-style: a CSR graph class template with NodeID/int64_t typedefs and a
// Neighborhood range (begin()/end() returning pointers) used in range-for loops inside a
// `parallel for reduction(+ : total) schedule(dynamic, 64)` over NodeID with `break`;
// a pvector-like template whose constructor fills with `parallel for`; a PageRank step with
// two loops (a `parallel for` and a `parallel for reduction(+ : error) schedule(dynamic,
// 256)`), all in templates instantiated for int32_t and int64_t node ids.
#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

template <typename T_>
class pvector {
 public:
  explicit pvector(size_t n, T_ init) : start_(new T_[n]), end_(start_ + n) {
#pragma omp parallel for
    for (size_t i = 0; i < n; i++) start_[i] = init;
  }
  ~pvector() { delete[] start_; }
  T_ &operator[](size_t n) { return start_[n]; }
  const T_ &operator[](size_t n) const { return start_[n]; }
  size_t size() const { return end_ - start_; }
  T_ *begin() { return start_; }
  T_ *end() { return end_; }

 private:
  T_ *start_;
  T_ *end_;
};

template <class NodeID_>
class CSRGraph {
  class Neighborhood {
    NodeID_ *b_, *e_;

   public:
    Neighborhood(NodeID_ *b, NodeID_ *e) : b_(b), e_(e) {}
    typedef NodeID_ *iterator;
    iterator begin() { return b_; }
    iterator end() { return e_; }
  };

 public:
  CSRGraph(int64_t n, std::vector<std::vector<NodeID_>> &adj) : n_(n), index_(n + 1) {
    index_[0] = 0;
    for (int64_t u = 0; u < n; u++) index_[u + 1] = index_[u] + adj[u].size();
    neigh_.resize(index_[n]);
    for (int64_t u = 0; u < n; u++) std::copy(adj[u].begin(), adj[u].end(), neigh_.begin() + index_[u]);
  }
  int64_t num_nodes() const { return n_; }
  int64_t out_degree(NodeID_ v) const { return index_[v + 1] - index_[v]; }
  Neighborhood out_neigh(NodeID_ n) { return Neighborhood(&neigh_[index_[n]], &neigh_[0] + index_[n + 1]); }

 private:
  int64_t n_;
  std::vector<int64_t> index_;
  std::vector<NodeID_> neigh_;
};

template <class NodeID_>
size_t OrderedCount(CSRGraph<NodeID_> &g) {
  size_t total = 0;
#pragma omp parallel for reduction(+ : total) schedule(dynamic, 64)
  for (NodeID_ u = 0; u < g.num_nodes(); u++) {
    for (NodeID_ v : g.out_neigh(u)) {
      if (v > u) break;
      auto it = g.out_neigh(u).begin();
      for (NodeID_ w : g.out_neigh(v)) {
        if (w > v) break;
        while (*it < w) it++;
        if (w == *it) total++;
      }
    }
  }
  return total;
}

typedef float ScoreT;
const float kDamp = 0.85;

template <class NodeID_>
pvector<ScoreT> *PageRankPull(CSRGraph<NodeID_> &g, int max_iters, double epsilon, int *iters_out) {
  const ScoreT init_score = 1.0f / g.num_nodes();
  const ScoreT base_score = (1.0f - kDamp) / g.num_nodes();
  pvector<ScoreT> *scores = new pvector<ScoreT>(g.num_nodes(), init_score);
  pvector<ScoreT> outgoing_contrib(g.num_nodes(), 0);
  int iter;
  for (iter = 0; iter < max_iters; iter++) {
    double error = 0;
#pragma omp parallel for
    for (NodeID_ n = 0; n < g.num_nodes(); n++)
      outgoing_contrib[n] = (*scores)[n] / g.out_degree(n);
#pragma omp parallel for reduction(+ : error) schedule(dynamic, 256)
    for (NodeID_ u = 0; u < g.num_nodes(); u++) {
      ScoreT incoming_total = 0;
      for (NodeID_ v : g.out_neigh(u)) incoming_total += outgoing_contrib[v];
      ScoreT old_score = (*scores)[u];
      (*scores)[u] = base_score + kDamp * incoming_total;
      error += std::fabs((*scores)[u] - old_score);
    }
    if (error < epsilon) break;
  }
  *iters_out = iter;
  return scores;
}

template <class NodeID_>
void Run(int64_t n) {
  std::vector<std::vector<NodeID_>> adj(n);
  uint64_t s = 88172645463325252ull;
  for (int64_t u = 0; u < n; u++) {
    adj[u].push_back((NodeID_)((u + 1) % n));
    adj[(u + 1) % n].push_back((NodeID_)u);
    for (int k = 0; k < 3; k++) {
      s ^= s << 13; s ^= s >> 7; s ^= s << 17;
      int64_t v = (int64_t)(s % (uint64_t)n);
      if (v == u) continue;
      adj[u].push_back((NodeID_)v);
      adj[v].push_back((NodeID_)u);
    }
  }
  for (auto &l : adj) {
    std::sort(l.begin(), l.end());
    l.erase(std::unique(l.begin(), l.end()), l.end());
  }
  CSRGraph<NodeID_> g(n, adj);
  size_t tri = OrderedCount(g);
  int iters = 0;
  pvector<ScoreT> *sc = PageRankPull(g, 20, 1e-4, &iters);
  double sum = 0, mx = 0;
  for (ScoreT x : *sc) { sum += x; mx = std::max(mx, (double)x); }
  std::printf("bytes=%zu triangles=%zu iters=%d sum=%.4f max=%.6f\n", sizeof(NodeID_), tri, iters, sum, mx);
  delete sc;
}

int main() {
  Run<int32_t>(3000);
  Run<int64_t>(2500);
  return 0;
}
