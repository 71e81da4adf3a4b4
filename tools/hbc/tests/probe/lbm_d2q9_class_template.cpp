// Lattice Boltzmann D2Q9 channel flow (Palabos/SPEC lbm style) in C++: a Lattice<Real>
// class template holding distributions in std::vector<Real> (two buffers swapped with
// std::swap after each step), collide-and-stream as a member function with a
// `parallel for collapse(2)`, bounce-back obstacle from a lambda predicate, macroscopic
// moments with a reduction of three variables, an inlet boundary loop, and the solver run
// for float and double; the momentum and mass printed with limited precision.
#include <cstdio>
#include <vector>
#include <cmath>
#include <utility>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime() { return 0.0; }
#endif

namespace {
const int NXL = 120, NYL = 48, STEPS = 60;
const int cx[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
const int cy[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
const int opp[9] = {0, 3, 4, 1, 2, 7, 8, 5, 6};
const double wts[9] = {4.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36};
}

template <typename Real>
class Lattice {
public:
    Lattice(int nx, int ny, Real tau) : nx_(nx), ny_(ny), omega_(Real(1) / tau), f_(9 * nx * ny), g_(9 * nx * ny), solid_(nx * ny, 0) {}

    template <typename Pred>
    void set_obstacle(Pred inside)
    {
#pragma omp parallel for collapse(2)
        for (int y = 0; y < ny_; y++)
            for (int x = 0; x < nx_; x++) solid_[y * nx_ + x] = inside(x, y) || y == 0 || y == ny_ - 1;
    }

    void init(Real u0)
    {
#pragma omp parallel for
        for (int c = 0; c < nx_ * ny_; c++)
            for (int k = 0; k < 9; k++) f_[idx(c, k)] = equilibrium(k, Real(1), u0, Real(0));
    }

    void step()
    {
        const Real om = omega_;
#pragma omp parallel for collapse(2) schedule(static)
        for (int y = 0; y < ny_; y++)
            for (int x = 0; x < nx_; x++) {
                int c = y * nx_ + x;
                if (solid_[c]) {
                    for (int k = 0; k < 9; k++) g_[idx(c, opp[k])] = f_[idx(c, k)];
                    continue;
                }
                Real rho = 0, ux = 0, uy = 0;
                for (int k = 0; k < 9; k++) {
                    Real fk = f_[idx(c, k)];
                    rho += fk;
                    ux += fk * cx[k];
                    uy += fk * cy[k];
                }
                ux /= rho;
                uy /= rho;
                for (int k = 0; k < 9; k++) {
                    int xn = (x + cx[k] + nx_) % nx_, yn = y + cy[k];
                    if (yn < 0 || yn >= ny_) continue;
                    Real fo = f_[idx(c, k)] + om * (equilibrium(k, rho, ux, uy) - f_[idx(c, k)]);
                    g_[idx(yn * nx_ + xn, k)] = fo;
                }
            }
        inlet(Real(0.05));
        std::swap(f_, g_);
    }

    void moments(double &mass, double &mx, double &my) const
    {
        double m = 0, a = 0, b = 0;
#pragma omp parallel for reduction(+ : m, a, b)
        for (int c = 0; c < nx_ * ny_; c++) {
            if (solid_[c]) continue;
            for (int k = 0; k < 9; k++) {
                double fk = f_[idx(c, k)];
                m += fk;
                a += fk * cx[k];
                b += fk * cy[k];
            }
        }
        mass = m;
        mx = a;
        my = b;
    }

    int fluid_cells() const
    {
        int n = 0;
#pragma omp parallel for reduction(+ : n)
        for (int c = 0; c < nx_ * ny_; c++) n += !solid_[c];
        return n;
    }

private:
    int nx_, ny_;
    Real omega_;
    std::vector<Real> f_, g_;
    std::vector<char> solid_;

    size_t idx(int c, int k) const { return (size_t)k * nx_ * ny_ + c; }

    static Real equilibrium(int k, Real rho, Real ux, Real uy)
    {
        Real cu = 3 * (cx[k] * ux + cy[k] * uy);
        Real uu = Real(1.5) * (ux * ux + uy * uy);
        return Real(wts[k]) * rho * (1 + cu + Real(0.5) * cu * cu - uu);
    }

    void inlet(Real u0)
    {
#pragma omp parallel for
        for (int y = 1; y < ny_ - 1; y++)
            for (int k = 0; k < 9; k++) g_[idx(y * nx_, k)] = equilibrium(k, Real(1), u0, Real(0));
    }
};

template <typename Real>
static void run(const char *name)
{
    Lattice<Real> lat(NXL, NYL, Real(0.6));
    const int ox = NXL / 4, oy = NYL / 2, r = NYL / 8;
    lat.set_obstacle([=](int x, int y) { return (x - ox) * (x - ox) + (y - oy) * (y - oy) <= r * r; });
    lat.init(Real(0.05));
    for (int s = 0; s < STEPS; s++) lat.step();
    double mass, mx, my;
    lat.moments(mass, mx, my);
    std::printf("%s fluid %d mass %.5e momx %.5e momy %.3e\n", name, lat.fluid_cells(), mass, mx,
                std::fabs(my) < 1e-3 ? 0.0 : my);
}

int main()
{
    double t0 = omp_get_wtime();
    run<double>("double");
    run<float>("float");
    return omp_get_wtime() - t0 < 0.0;
}
