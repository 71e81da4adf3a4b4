// EXPECT-OUTPUT: v: 30004 30001 29998 29995 29999 30003 g: w=3 1667.25 1667.25 1667.25 1667.00 1667.00 1667.25 1667.25 1667.25 1667.00
// omp_orig in C++: direct-initialised vector copies sized from the original, and a call
// form that copies the original's shape.
#include <cstdio>
#include <vector>
static void vadd(std::vector<long> &o, const std::vector<long> &i) { for (size_t k = 0; k < o.size(); ++k) o[k] += i[k]; }
#pragma omp declare reduction(vsum : std::vector<long> : vadd(omp_out, omp_in)) \
    initializer(omp_priv(omp_orig.size(), 0L))
struct Grid { int w; std::vector<double> cells; };
static void shape_of(Grid &p, const Grid &o) { p.w = o.w; p.cells.assign(o.cells.size(), 0.0); }
static void gsum(Grid &o, const Grid &i) { for (size_t k = 0; k < o.cells.size(); ++k) o.cells[k] += i.cells[k]; }
#pragma omp declare reduction(gadd : Grid : gsum(omp_out, omp_in)) initializer(shape_of(omp_priv, omp_orig))
int main() {
  std::vector<long> v(6, 1);
  Grid g{3, std::vector<double>(9, 0.5)};
#pragma omp parallel for reduction(vsum : v) reduction(gadd : g)
  for (int i = 0; i < 60000; ++i) {
    v[i % v.size()] += i % 7;
    g.cells[(i * 5) % g.cells.size()] += 0.25;
  }
  std::printf("v:");
  for (long x : v) std::printf(" %ld", x);
  std::printf(" g: w=%d", g.w);
  for (double c : g.cells) std::printf(" %.2f", c);
  std::printf("\n");
}
