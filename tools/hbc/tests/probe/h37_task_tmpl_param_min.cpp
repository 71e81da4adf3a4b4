// Minimal: a `task` in a member function of a class template whose body passes the
// function's `int` parameter `row` to a static member function of the same template
// (`safe(row, pos)`, a call clang leaves dependent because `pos` is). `row` has a
// non-dependent type (int): it is firstprivate in the task in every instantiation (a
// parameter, not shared in the enclosing context), whatever the callee does with it; hbc
// refuses: "'task' in a template writes 'row', whose data-sharing clang decides per
// instantiation; list it in a shared, firstprivate or private clause".
#include <array>
#include <cstdio>

template <int N>
struct Board {
  long count = 0;
  static bool safe(int row, const std::array<int, N> &pos) {
    for (int i = 0; i < row; i++) {
      int d = pos[i] - pos[row];
      if (d == 0 || d == row - i || d == i - row) return false;
    }
    return true;
  }
  void place(int row, std::array<int, N> pos) {
    if (row == N) {
#pragma omp atomic
      count++;
      return;
    }
    for (int c = 0; c < N; c++) {
#pragma omp task firstprivate(pos, c)
      {
        pos[row] = c;
        if (safe(row, pos)) place(row + 1, pos);
      }
    }
#pragma omp taskwait
  }
};

int main() {
  Board<6> b;
#pragma omp parallel
#pragma omp single
  b.place(0, std::array<int, 6>{});
  std::printf("solutions %ld\n", b.count);
  return 0;
}
