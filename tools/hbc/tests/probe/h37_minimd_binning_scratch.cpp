// miniMD-like neighbor binning in C++: class Neighbor with std::vector<int> bins and
// per-thread scratch counts allocated inside `#pragma omp parallel` after asking
// omp_get_num_threads() (in a `master` block, then a barrier), an `omp for` binning atoms
// into each thread's own counters, a `single` that merges the counters, and an `omp for
// schedule(guided)` building a fixed-width neighbor list with a resize-and-retry flag.
#include <cstdio>
#include <vector>
#include <cmath>
#ifdef _OPENMP
#include <omp.h>
#else
inline int omp_get_thread_num() { return 0; }
inline int omp_get_num_threads() { return 1; }
#endif

struct Atom {
  int nlocal;
  std::vector<double> x;
  explicit Atom(int n) : nlocal(n), x(3 * n) {}
};

class Neighbor {
 public:
  Neighbor(int nb, double box, double cut) : nbinx(nb), boxlen(box), cutneigh(cut), maxneighs(8) {}

  int coord2bin(double x, double y, double z) const {
    int ix = (int)(x / boxlen * nbinx), iy = (int)(y / boxlen * nbinx), iz = (int)(z / boxlen * nbinx);
    if (ix >= nbinx) ix = nbinx - 1;
    if (iy >= nbinx) iy = nbinx - 1;
    if (iz >= nbinx) iz = nbinx - 1;
    return (iz * nbinx + iy) * nbinx + ix;
  }

  void build(const Atom &atom) {
    const int nall = atom.nlocal, mbins = nbinx * nbinx * nbinx;
    bincount.assign(mbins, 0);
    atom2bin.assign(nall, 0);
    numneigh.assign(nall, 0);
    int resize = 1;
    while (resize) {
      resize = 0;
      neighbors.assign((size_t)nall * maxneighs, -1);
#pragma omp parallel
      {
        static int nthreads;
#pragma omp master
        nthreads = omp_get_num_threads();
#pragma omp barrier
        const int tid = omp_get_thread_num();
        std::vector<int> mycount(mbins, 0);
#pragma omp for
        for (int i = 0; i < nall; i++) {
          int b = coord2bin(atom.x[3 * i], atom.x[3 * i + 1], atom.x[3 * i + 2]);
          atom2bin[i] = b;
          mycount[b]++;
        }
#pragma omp critical
        for (int b = 0; b < mbins; b++) bincount[b] += mycount[b];
#pragma omp barrier
        (void)tid; (void)nthreads;
        const double cutsq = cutneigh * cutneigh;
#pragma omp for schedule(guided)
        for (int i = 0; i < nall; i++) {
          int n = 0;
          for (int j = 0; j < nall; j++) {
            if (j == i) continue;
            double dx = atom.x[3 * i] - atom.x[3 * j], dy = atom.x[3 * i + 1] - atom.x[3 * j + 1], dz = atom.x[3 * i + 2] - atom.x[3 * j + 2];
            if (dx * dx + dy * dy + dz * dz < cutsq) {
              if (n < maxneighs) neighbors[(size_t)i * maxneighs + n] = j;
              n++;
            }
          }
          numneigh[i] = n;
          if (n > maxneighs) {
#pragma omp atomic write
            resize = 1;
          }
        }
      }
      if (resize) {
        int mx = 0;
        for (int i = 0; i < nall; i++) mx = std::max(mx, numneigh[i]);
        maxneighs = mx + 2;
        bincount.assign(mbins, 0);
      }
    }
  }

  int nbinx;
  double boxlen, cutneigh;
  int maxneighs;
  std::vector<int> bincount, atom2bin, numneigh, neighbors;
};

int main() {
  const int n = 600;
  Atom atom(n);
  unsigned s = 12345u;
  for (int i = 0; i < 3 * n; i++) {
    s = s * 1664525u + 1013904223u;
    atom.x[i] = 10.0 * (s >> 8) / 16777216.0;
  }
  Neighbor nb(4, 10.0, 1.5);
  nb.build(atom);
  long tot = 0, wsum = 0;
  int maxb = 0;
  for (int i = 0; i < n; i++) tot += nb.numneigh[i];
  for (size_t k = 0; k < nb.bincount.size(); k++) {
    wsum += (long)nb.bincount[k] * (long)(k + 1);
    maxb = std::max(maxb, nb.bincount[k]);
  }
  long nsum = 0;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < nb.numneigh[i] && k < nb.maxneighs; k++) nsum += nb.neighbors[(size_t)i * nb.maxneighs + k];
  std::printf("maxneighs %d total %ld nsum %ld\n", nb.maxneighs, tot, nsum);
  std::printf("bins weighted %ld max %d\n", wsum, maxb);
  return 0;
}
