// GAPBS cc-style Shiloach-Vishkin connected components: `parallel for` over NodeID
// (int64_t typedef) initialising comp[], then repeated hooking with compare_and_swap
// (__sync_bool_compare_and_swap through a template helper) under a shared `bool change`
// written by any iteration, pointer jumping with `schedule(dynamic, 16384)`, and a
// `parallel` region whose threads collect component roots into a thread-local std::vector
// in `omp for nowait`, reserve space with a std::atomic<size_t> fetch_add and copy them out.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <vector>

typedef int64_t NodeID;

template <typename T>
bool compare_and_swap(T &x, const T &old_val, const T &new_val) {
  return __sync_bool_compare_and_swap(&x, old_val, new_val);
}

int main() {
  const NodeID n = 30000;
  std::vector<std::pair<NodeID, NodeID>> edges;
  uint64_t s = 0x9E3779B97F4A7C15ull;
  for (NodeID i = 0; i < n / 2; i++) {
    s ^= s << 13; s ^= s >> 7; s ^= s << 17;
    NodeID u = (NodeID)(s % n);
    s ^= s << 13; s ^= s >> 7; s ^= s << 17;
    NodeID v = (NodeID)(s % n);
    edges.push_back({u, v});
  }
  std::vector<NodeID> comp(n);
#pragma omp parallel for
  for (NodeID nn = 0; nn < n; nn++) comp[nn] = nn;
  bool change = true;
  int num_iter = 0;
  while (change) {
    change = false;
    num_iter++;
#pragma omp parallel for
    for (size_t e = 0; e < edges.size(); e++) {
      NodeID u = edges[e].first, v = edges[e].second;
      for (int dir = 0; dir < 2; dir++) {
        NodeID comp_u = comp[u];
        NodeID comp_v = comp[v];
        if (comp_u == comp_v) break;
        NodeID high_comp = comp_u > comp_v ? comp_u : comp_v;
        NodeID low_comp = comp_u + (comp_v - high_comp);
        if (high_comp == comp[high_comp]) {
          change = true;
          compare_and_swap(comp[high_comp], high_comp, low_comp);
        }
        std::swap(u, v);
      }
    }
#pragma omp parallel for schedule(dynamic, 16384)
    for (NodeID nn = 0; nn < n; nn++) {
      while (comp[nn] != comp[comp[nn]]) comp[nn] = comp[comp[nn]];
    }
  }
  std::vector<NodeID> roots(n);
  std::atomic<size_t> next{0};
#pragma omp parallel
  {
    std::vector<NodeID> local;
#pragma omp for nowait
    for (NodeID nn = 0; nn < n; nn++)
      if (comp[nn] == nn) local.push_back(nn);
    size_t at = next.fetch_add(local.size());
    std::copy(local.begin(), local.end(), roots.begin() + at);
  }
  roots.resize(next.load());
  std::sort(roots.begin(), roots.end());
  // component sizes (labels are the minimum node of each component: deterministic)
  std::vector<int64_t> size(n, 0);
  for (NodeID nn = 0; nn < n; nn++) size[comp[nn]]++;
  int64_t biggest = *std::max_element(size.begin(), size.end());
  int64_t rsum = 0;
  for (NodeID r : roots) rsum += r % 1000;
  std::printf("components=%zu biggest=%lld rsum=%lld\n", roots.size(), (long long)biggest, (long long)rsum);
  return 0;
}
