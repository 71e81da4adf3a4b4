// GAPBS bfs-style direction-optimising BFS: a SlidingQueue shared by all threads and a
// per-thread QueueBuffer object (a class with a local array) declared inside a `parallel`
// region, filled in `omp for reduction(+ : scout_count) nowait` and flushed into the shared
// queue through __sync_fetch_and_add on its tail (explicitly, after the loop); a Bitmap set
// with __sync_fetch_and_or; a bottom-up step `parallel for reduction(+ : awake_count)
// schedule(dynamic, 1024)`; parent[] claimed with compare_and_swap.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

typedef int32_t NodeID;

template <typename T>
class SlidingQueue {
  T *shared;
  size_t shared_in, shared_out_start, shared_out_end;
  template <typename U> friend class QueueBuffer;

 public:
  explicit SlidingQueue(size_t n) : shared(new T[n]) { reset(); }
  ~SlidingQueue() { delete[] shared; }
  void push_back(T v) { shared[shared_in++] = v; }
  bool empty() const { return shared_out_start == shared_out_end; }
  void reset() { shared_out_start = shared_out_end = shared_in = 0; }
  void slide_window() { shared_out_start = shared_out_end; shared_out_end = shared_in; }
  T *begin() const { return shared + shared_out_start; }
  T *end() const { return shared + shared_out_end; }
  size_t size() const { return end() - begin(); }
};

template <typename T>
class QueueBuffer {
  size_t in;
  T *local_queue;
  SlidingQueue<T> &sq;
  const size_t local_size;

 public:
  explicit QueueBuffer(SlidingQueue<T> &master, size_t given_size = 64)
      : in(0), sq(master), local_size(given_size) { local_queue = new T[local_size]; }
  ~QueueBuffer() { delete[] local_queue; }
  void push_back(T to_add) {
    if (in == local_size) flush();
    local_queue[in++] = to_add;
  }
  void flush() {
    T *shared_queue = sq.shared;
    size_t copy_start = __sync_fetch_and_add(&sq.shared_in, in);
    std::copy(local_queue, local_queue + in, shared_queue + copy_start);
    in = 0;
  }
};

class Bitmap {
  uint64_t *start_, *end_;
  static const uint64_t kBits = 64;
 public:
  explicit Bitmap(size_t size) {
    uint64_t n = (size + kBits - 1) / kBits;
    start_ = new uint64_t[n];
    end_ = start_ + n;
  }
  ~Bitmap() { delete[] start_; }
  void reset() { std::fill(start_, end_, 0); }
  void set_bit_atomic(size_t pos) {
    __sync_fetch_and_or(start_ + pos / kBits, (uint64_t)1 << (pos % kBits));
  }
  bool get_bit(size_t pos) const { return (start_[pos / kBits] >> (pos % kBits)) & 1; }
};

struct Graph {
  int64_t n;
  std::vector<int64_t> idx;
  std::vector<NodeID> nb;
  int64_t num_nodes() const { return n; }
  const NodeID *nb_begin(NodeID u) const { return nb.data() + idx[u]; }
  const NodeID *nb_end(NodeID u) const { return nb.data() + idx[u + 1]; }
};

static int64_t TDStep(const Graph &g, std::vector<NodeID> &parent, SlidingQueue<NodeID> &queue) {
  int64_t scout_count = 0;
#pragma omp parallel
  {
    QueueBuffer<NodeID> lqueue(queue);
#pragma omp for reduction(+ : scout_count) nowait
    for (auto q_iter = queue.begin(); q_iter < queue.end(); q_iter++) {
      NodeID u = *q_iter;
      for (const NodeID *p = g.nb_begin(u); p < g.nb_end(u); p++) {
        NodeID v = *p;
        NodeID curr_val = parent[v];
        if (curr_val < 0) {
          if (__sync_bool_compare_and_swap(&parent[v], curr_val, u)) {
            lqueue.push_back(v);
            scout_count += -curr_val;
          }
        }
      }
    }
    lqueue.flush();
  }
  return scout_count;
}

static int64_t BUStep(const Graph &g, std::vector<NodeID> &parent, Bitmap &front, Bitmap &next) {
  int64_t awake_count = 0;
  next.reset();
#pragma omp parallel for reduction(+ : awake_count) schedule(dynamic, 1024)
  for (NodeID u = 0; u < g.num_nodes(); u++) {
    if (parent[u] < 0) {
      for (const NodeID *p = g.nb_begin(u); p < g.nb_end(u); p++) {
        NodeID v = *p;
        if (front.get_bit(v)) {
          parent[u] = v;
          awake_count++;
          next.set_bit_atomic(u);
          break;
        }
      }
    }
  }
  return awake_count;
}

int main() {
  Graph g;
  g.n = 20000;
  std::vector<std::vector<NodeID>> adj(g.n);
  uint32_t s = 12345;
  for (NodeID u = 0; u < g.n; u++)
    for (int k = 0; k < 4; k++) {
      s = s * 1664525u + 1013904223u;
      NodeID v = (NodeID)((s >> 8) % g.n);
      if (v != u) { adj[u].push_back(v); adj[v].push_back(u); }
    }
  g.idx.assign(g.n + 1, 0);
  for (NodeID u = 0; u < g.n; u++) {
    std::sort(adj[u].begin(), adj[u].end());
    g.idx[u + 1] = g.idx[u] + adj[u].size();
    g.nb.insert(g.nb.end(), adj[u].begin(), adj[u].end());
  }
  // depths are deterministic even if parents are not
  std::vector<NodeID> parent(g.n);
#pragma omp parallel for
  for (NodeID n = 0; n < g.n; n++) parent[n] = -(NodeID)(g.idx[n + 1] - g.idx[n]) - 1;
  SlidingQueue<NodeID> queue(g.n);
  NodeID source = 7;
  parent[source] = source;
  queue.push_back(source);
  queue.slide_window();
  Bitmap front(g.n), next(g.n);
  std::vector<int> depth(g.n, -1);
  depth[source] = 0;
  int level = 0, steps_bu = 0;
  int64_t scouts = 0;
  while (!queue.empty()) {
    level++;
    if (level == 3) {  // one bottom-up step in the middle
      front.reset();
      for (NodeID *q = queue.begin(); q < queue.end(); q++) front.set_bit_atomic(*q);
      queue.slide_window();
      BUStep(g, parent, front, next);
      steps_bu++;
      for (NodeID u = 0; u < g.n; u++)
        if (next.get_bit(u)) queue.push_back(u);
      queue.slide_window();
    } else {
      scouts += TDStep(g, parent, queue);
      queue.slide_window();
    }
    for (NodeID *q = queue.begin(); q < queue.end(); q++) depth[*q] = level;
  }
  long reached = 0, dsum = 0, hist[16] = {0};
  for (NodeID u = 0; u < g.n; u++)
    if (depth[u] >= 0) { reached++; dsum += depth[u]; hist[std::min(depth[u], 15)]++; }
  std::printf("reached=%ld dsum=%ld levels=%d bu=%d h1=%ld h2=%ld h3=%ld h4=%ld\n", reached, dsum,
              level, steps_bu, hist[1], hist[2], hist[3], hist[4]);
  return 0;
}
