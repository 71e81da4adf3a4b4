// XSBench-like macroscopic cross-section lookups: a unionized energy grid built in a class
// constructor, nuclide grids held in std::vector<std::vector<NuclideGridPoint>>, a lookup loop
// `#pragma omp parallel for schedule(dynamic, 100) reduction(+:verification)` calling member
// functions with binary search, per-lookup private arrays (double macro_xs[5]), a thread-private
// LCG seeded from the lookup index (fast_forward_LCG), and the verification hash as in XSBench.
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#endif

struct NuclideGridPoint {
  double energy, total_xs, elastic_xs, absorbtion_xs, fission_xs, nu_fission_xs;
};

static uint64_t fast_forward_LCG(uint64_t seed, uint64_t n) {
  const uint64_t m = 9223372036854775808ULL;
  uint64_t a = 2806196910506780709ULL, c = 1ULL;
  n = n % m;
  uint64_t a_new = 1, c_new = 0;
  while (n > 0) {
    if (n & 1) { a_new *= a; c_new = c_new * a + c; }
    c *= (a + 1);
    a *= a;
    n >>= 1;
  }
  return (a_new * seed + c_new) % m;
}

static double LCG_random_double(uint64_t *seed) {
  const uint64_t m = 9223372036854775808ULL, a = 2806196910506780709ULL, c = 1ULL;
  *seed = (a * (*seed) + c) % m;
  return (double)(*seed) / (double)m;
}

class SimulationData {
 public:
  SimulationData(int n_isotopes, int n_gridpoints) : n_iso(n_isotopes), n_grid(n_gridpoints) {
    uint64_t seed = 42;
    nuclide_grids.resize(n_iso);
    for (int i = 0; i < n_iso; i++) {
      auto &g = nuclide_grids[i];
      g.resize(n_grid);
      for (auto &p : g) {
        p.energy = LCG_random_double(&seed);
        p.total_xs = LCG_random_double(&seed);
        p.elastic_xs = LCG_random_double(&seed);
        p.absorbtion_xs = LCG_random_double(&seed);
        p.fission_xs = LCG_random_double(&seed);
        p.nu_fission_xs = LCG_random_double(&seed);
      }
      std::sort(g.begin(), g.end(), [](const NuclideGridPoint &a, const NuclideGridPoint &b) { return a.energy < b.energy; });
    }
    mats = {{0, 3, 5, 7, 9}, {1, 2}, {4, 6, 8}, {10, 11, 12, 13}};
    concs.resize(mats.size());
    for (size_t m = 0; m < mats.size(); m++)
      for (size_t k = 0; k < mats[m].size(); k++) concs[m].push_back(0.25 * (k + 1) + 0.1 * m);
  }

  long grid_search(int iso, double e) const {
    const auto &g = nuclide_grids[iso];
    long lo = 0, hi = n_grid - 1;
    if (e <= g[0].energy) return 0;
    if (e >= g[hi].energy) return hi - 1;
    while (hi - lo > 1) {
      long mid = lo + (hi - lo) / 2;
      if (g[mid].energy > e) hi = mid; else lo = mid;
    }
    return lo;
  }

  void micro_xs(double e, int iso, double *xs) const {
    long idx = grid_search(iso, e);
    const NuclideGridPoint &lo = nuclide_grids[iso][idx], &hi = nuclide_grids[iso][idx + 1];
    double f = (hi.energy - e) / (hi.energy - lo.energy);
    xs[0] = hi.total_xs - f * (hi.total_xs - lo.total_xs);
    xs[1] = hi.elastic_xs - f * (hi.elastic_xs - lo.elastic_xs);
    xs[2] = hi.absorbtion_xs - f * (hi.absorbtion_xs - lo.absorbtion_xs);
    xs[3] = hi.fission_xs - f * (hi.fission_xs - lo.fission_xs);
    xs[4] = hi.nu_fission_xs - f * (hi.nu_fission_xs - lo.nu_fission_xs);
  }

  void macro_xs(double e, int mat, double *out) const {
    for (int k = 0; k < 5; k++) out[k] = 0;
    double xs[5];
    for (size_t j = 0; j < mats[mat].size(); j++) {
      micro_xs(e, mats[mat][j], xs);
      for (int k = 0; k < 5; k++) out[k] += xs[k] * concs[mat][j];
    }
  }

  int n_iso, n_grid;
  std::vector<std::vector<NuclideGridPoint>> nuclide_grids;
  std::vector<std::vector<int>> mats;
  std::vector<std::vector<double>> concs;
};

static int pick_mat(uint64_t *seed) {
  double d = LCG_random_double(seed);
  if (d < 0.4) return 0;
  if (d < 0.6) return 1;
  if (d < 0.85) return 2;
  return 3;
}

int main() {
  const int lookups = 20000;
  SimulationData SD(14, 2000);
#ifdef _OPENMP
  double start = omp_get_wtime();
#endif
  unsigned long long verification = 0;
#pragma omp parallel for schedule(dynamic, 100) reduction(+ : verification)
  for (int i = 0; i < lookups; i++) {
    uint64_t seed = fast_forward_LCG(1070, 2 * (uint64_t)i);
    double p_energy = LCG_random_double(&seed);
    int mat = pick_mat(&seed);
    double macro_xs_vector[5] = {0};
    SD.macro_xs(p_energy, mat, macro_xs_vector);
    double max = -1.0;
    int max_idx = 0;
    for (int j = 0; j < 5; j++) {
      if (macro_xs_vector[j] > max) { max = macro_xs_vector[j]; max_idx = j; }
    }
    verification += max_idx + 1;
  }
#ifdef _OPENMP
  double stop = omp_get_wtime();
  (void)(stop - start);
#endif
  std::printf("Verification checksum: %llu\n", verification);
  return 0;
}
