// CoMD-like Lennard-Jones force computation with a link-cell structure: a SimFlat class with
// std::vector<double> r, f, U member arrays; ljForce() loops over boxes with
// `#pragma omp parallel for reduction(+:ePot)` and, for each pair across neighbouring boxes,
// updates both atoms' forces with `#pragma omp atomic` (the half-neighbour-list variant).
// Positions are on a perturbed lattice; kinetic energy and max force use reduction(max:...).
#include <cmath>
#include <cstdio>
#include <vector>

struct Vec3 { double x, y, z; };

class SimFlat {
 public:
  explicit SimFlat(int nc) : nCells(nc), lat(1.6) {
    nBoxes = nc * nc * nc;
    boxSize = lat;
    nAtoms = 0;
    boxStart.resize(nBoxes + 1);
    for (int b = 0; b < nBoxes; b++) {
      boxStart[b] = nAtoms;
      int ix = b % nc, iy = (b / nc) % nc, iz = b / (nc * nc);
      for (int a = 0; a < 2; a++) {
        double jx = 0.05 * ((b * 7 + a * 3) % 5 - 2), jy = 0.04 * ((b * 5 + a) % 3 - 1);
        r.push_back({(ix + 0.25 + 0.5 * a) * lat + jx, (iy + 0.25 + 0.5 * a) * lat + jy, (iz + 0.25 + 0.5 * a) * lat});
        v.push_back({0.01 * ((b + a) % 7 - 3), 0.02 * ((b * 3 + a) % 5 - 2), 0.0});
        nAtoms++;
      }
    }
    boxStart[nBoxes] = nAtoms;
    f.assign(nAtoms, Vec3{0, 0, 0});
    U.assign(nAtoms, 0.0);
  }

  int neighbor(int b, int dx, int dy, int dz) const {
    int ix = b % nCells + dx, iy = (b / nCells) % nCells + dy, iz = b / (nCells * nCells) + dz;
    if (ix < 0 || iy < 0 || iz < 0 || ix >= nCells || iy >= nCells || iz >= nCells) return -1;
    return ix + nCells * (iy + nCells * iz);
  }

  double ljForce(double sigma, double epsilon, double cutoff) {
    double ePot = 0.0;
    const double rCut2 = cutoff * cutoff;
    const double s6 = std::pow(sigma, 6.0);
    const double eShift = 4.0 * epsilon * s6 / (rCut2 * rCut2 * rCut2) * (s6 / (rCut2 * rCut2 * rCut2) - 1.0);
#pragma omp parallel for
    for (int i = 0; i < nAtoms; i++) { f[i] = Vec3{0, 0, 0}; U[i] = 0.0; }

#pragma omp parallel for reduction(+ : ePot) schedule(dynamic)
    for (int iBox = 0; iBox < nBoxes; iBox++) {
      for (int dz = -1; dz <= 1; dz++)
        for (int dy = -1; dy <= 1; dy++)
          for (int dx = -1; dx <= 1; dx++) {
            int jBox = neighbor(iBox, dx, dy, dz);
            if (jBox < iBox) continue;
            for (int i = boxStart[iBox]; i < boxStart[iBox + 1]; i++)
              for (int j = boxStart[jBox]; j < boxStart[jBox + 1]; j++) {
                if (jBox == iBox && j <= i) continue;
                double ddx = r[i].x - r[j].x, ddy = r[i].y - r[j].y, ddz = r[i].z - r[j].z;
                double r2 = ddx * ddx + ddy * ddy + ddz * ddz;
                if (r2 > rCut2 || r2 <= 0.0) continue;
                double ir2 = 1.0 / r2, ir6 = ir2 * ir2 * ir2 * s6;
                double e = 4.0 * epsilon * ir6 * (ir6 - 1.0) - eShift;
                ePot += e;
                double fr = 24.0 * epsilon * ir6 * (2.0 * ir6 - 1.0) * ir2;
#pragma omp atomic
                U[i] += 0.5 * e;
#pragma omp atomic
                U[j] += 0.5 * e;
#pragma omp atomic
                f[i].x += fr * ddx;
#pragma omp atomic
                f[i].y += fr * ddy;
#pragma omp atomic
                f[i].z += fr * ddz;
#pragma omp atomic
                f[j].x -= fr * ddx;
#pragma omp atomic
                f[j].y -= fr * ddy;
#pragma omp atomic
                f[j].z -= fr * ddz;
              }
          }
    }
    return ePot;
  }

  void kinetic(double mass, double &eKin, double &vmax) const {
    double ek = 0.0, vm = 0.0;
#pragma omp parallel for reduction(+ : ek) reduction(max : vm)
    for (int i = 0; i < nAtoms; i++) {
      double v2 = v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z;
      ek += 0.5 * mass * v2;
      vm = std::fmax(vm, std::sqrt(v2));
    }
    eKin = ek; vmax = vm;
  }

  int nCells, nBoxes, nAtoms;
  double lat, boxSize;
  std::vector<int> boxStart;
  std::vector<Vec3> r, v, f;
  std::vector<double> U;
};

int main() {
  SimFlat sim(6);
  double ePot = sim.ljForce(1.0, 1.0, 2.5);
  double eKin, vmax;
  sim.kinetic(1.0, eKin, vmax);
  double fsum = 0.0, fmaxv = 0.0, usum = 0.0;
  for (int i = 0; i < sim.nAtoms; i++) {
    fsum += sim.f[i].x + sim.f[i].y + sim.f[i].z;
    fmaxv = std::fmax(fmaxv, std::fabs(sim.f[i].x));
    usum += sim.U[i];
  }
  std::printf("atoms %d boxes %d\n", sim.nAtoms, sim.nBoxes);
  std::printf("ePot %.10e  sumU %.10e\n", ePot, usum);
  std::printf("eKin %.10e  vmax %.10e\n", eKin, vmax);
  std::printf("max |fx| %.8e  net %.3f\n", fmaxv, std::fabs(fsum) < 1e-6 ? 0.0 : fsum);
  return 0;
}
