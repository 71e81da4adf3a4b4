// Failure class 5 (build errors before issue 12): an NPB-CPP-style program defining min/max
// macros before hbc's inserted includes (the program's own includes come first, as they
// must), and OpenMP written through _Pragma macros.
#include <cstdio>
#include <vector>
#define min(x, y) ((x) < (y) ? (x) : (y))
#define max(x, y) ((x) > (y) ? (x) : (y))
#define OMP_PRAGMA(x) _Pragma(#x)
#define PARALLEL_FOR OMP_PRAGMA(omp parallel for)
static double work(const std::vector<double> &v) {
  double lo = 1e30, hi = -1e30, s = 0;
#pragma omp parallel for reduction(min:lo) reduction(max:hi) reduction(+:s)
  for (long i = 0; i < (long)v.size(); i++) {
    lo = min(lo, v[i]);
    hi = max(hi, v[i]);
    s += v[i];
  }
  return hi - lo + s;
}
int main() {
  std::vector<double> v(100000);
  PARALLEL_FOR
  for (long i = 0; i < (long)v.size(); i++) v[i] = (double)((i * 37) % 1001) / 7;
  std::printf("%.4f\n", work(v));
}
