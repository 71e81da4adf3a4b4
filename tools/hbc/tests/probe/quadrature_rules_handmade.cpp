// Numerical quadrature driver in C++ (the OpenMP tutorial's pi program grown into a small
// library): an Integrator class integrates several std::function integrands with the
// midpoint rule written the classic way (a `parallel` region, a per-thread partial sum over
// an `omp for`, then `#pragma omp critical  result += h * partial;`), with Simpson's rule
// through a `parallel for reduction`, and with an adaptive refinement loop that doubles the
// intervals until the two agree; a template helper for the exact values; results printed
// with limited precision.
#include <cstdio>
#include <cmath>
#include <functional>
#include <vector>
#include <string>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime() { return 0.0; }
#endif

class Integrator {
public:
    explicit Integrator(double a, double b) : lo(a), hi(b) {}

    double midpoint(const std::function<double(double)> &f, long n) const
    {
        double h = (hi - lo) / n, result = 0.0;
#pragma omp parallel
        {
            double partial = 0.0;
#pragma omp for
            for (long i = 0; i < n; i++) partial += f(lo + (i + 0.5) * h);
#pragma omp critical
            result += h * partial;
        }
        return result;
    }

    double simpson(const std::function<double(double)> &f, long n) const
    {
        double h = (hi - lo) / n, s = f(lo) + f(hi);
#pragma omp parallel for reduction(+ : s)
        for (long i = 1; i < n; i++) s += (i % 2 ? 4.0 : 2.0) * f(lo + i * h);
        return s * h / 3.0;
    }

    double adaptive(const std::function<double(double)> &f, double tol, long &n_used) const
    {
        long n = 64;
        double prev = midpoint(f, n);
        for (int k = 0; k < 12; k++) {
            n *= 2;
            double cur = midpoint(f, n);
            if (std::fabs(cur - prev) < tol) { n_used = n; return cur; }
            prev = cur;
        }
        n_used = n;
        return prev;
    }

private:
    double lo, hi;
};

template <typename T>
static T exact_pi() { return T(3.14159265358979323846L); }

int main()
{
    double t0 = omp_get_wtime();
    Integrator unit(0.0, 1.0), half(0.0, 0.5);
    struct Case { std::string name; std::function<double(double)> f; double exact; const Integrator *in; };
    std::vector<Case> cases = {
        {"pi", [](double x) { return 4.0 / (1.0 + x * x); }, exact_pi<double>(), &unit},
        {"exp", [](double x) { return std::exp(x); }, std::exp(1.0) - 1.0, &unit},
        {"asin", [](double x) { return 6.0 / std::sqrt(1.0 - x * x); }, exact_pi<double>(), &half},
    };
    for (const Case &c : cases) {
        double m = c.in->midpoint(c.f, 200000);
        double s = c.in->simpson(c.f, 200000);
        long n = 0;
        double a = c.in->adaptive(c.f, 1e-9, n);
        std::printf("%s midpoint %.8f simpson %.8f adaptive %.8f n %ld ok %d\n", c.name.c_str(), m, s, a, n,
                    std::fabs(m - c.exact) < 1e-8 && std::fabs(s - c.exact) < 1e-8);
    }
    return omp_get_wtime() - t0 < 0.0;
}
