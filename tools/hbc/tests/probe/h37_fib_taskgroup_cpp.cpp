// Task-parallel recursion in C++17 as textbooks write it: fib with `task shared(x)
// firstprivate(n)` and taskwait; a tree sum over std::unique_ptr nodes with `taskgroup`
// wrapping the child tasks; nqueens counting solutions per first-row column into a
// std::array with `#pragma omp atomic`; a cut-off with `final` and omp_in_final().
#include <array>
#include <cstdio>
#include <memory>
#ifdef _OPENMP
#include <omp.h>
#else
inline int omp_in_final() { return 1; }
#endif

static long fib(int n) {
  if (n < 2) return n;
  long x, y;
#pragma omp task shared(x) firstprivate(n) final(n < 15)
  x = fib(n - 1);
#pragma omp task shared(y) firstprivate(n) final(n < 15)
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}

struct Node {
  long value;
  std::unique_ptr<Node> left, right;
};

static std::unique_ptr<Node> build(int depth, long &counter) {
  if (depth == 0) return nullptr;
  auto n = std::make_unique<Node>();
  n->value = counter++ % 97;
  n->left = build(depth - 1, counter);
  n->right = build(depth - 1, counter);
  return n;
}

static long tree_sum(const Node *n) {
  if (!n) return 0;
  long l = 0, r = 0;
#pragma omp taskgroup
  {
#pragma omp task shared(l) if (!omp_in_final())
    l = tree_sum(n->left.get());
#pragma omp task shared(r)
    r = tree_sum(n->right.get());
  }
  return n->value + l + r;
}

template <int N>
struct Queens {
  std::array<long, N> per_col{};
  static bool ok(int row, const std::array<int, N> &pos) {
    for (int i = 0; i < row; i++) {
      int d = pos[i] - pos[row];
      if (d == 0 || d == row - i || d == i - row) return false;
    }
    return true;
  }
  void solve(int row, std::array<int, N> pos, int first) {
    if (row == N) {
#pragma omp atomic
      per_col[first]++;
      return;
    }
    for (int c = 0; c < N; c++) {
#pragma omp task firstprivate(pos, c) final(row >= 2)
      {
        pos[row] = c;
        if (ok(row, pos)) solve(row + 1, pos, row == 0 ? c : first);
      }
    }
#pragma omp taskwait
  }
};

int main() {
  long f = 0, s = 0, counter = 0;
  auto root = build(14, counter);
  Queens<8> q;
#pragma omp parallel
#pragma omp single
  {
    f = fib(27);
    s = tree_sum(root.get());
    q.solve(0, std::array<int, 8>{}, 0);
  }
  long total = 0;
  for (long c : q.per_col) total += c;
  std::printf("fib(27)=%ld tree=%ld nodes=%ld\n", f, s, counter);
  std::printf("queens(8)=%ld col0=%ld col3=%ld\n", total, q.per_col[0], q.per_col[3]);
  return 0;
}
