// Eigen-like expression templates from a header-only user library (h32_etlib.hpp): a
// parallel assignment loop evaluates nested expressions, dot/sum/maxabs reductions in
// templates, instantiated with double, float and long.
#include <cstdio>
#include "h32_etlib.hpp"

int main()
{
    const std::size_t n = 40000;
    et::Vector<double> a(n), b(n), c(n);
    for (std::size_t i = 0; i < n; ++i) {
        a[i] = (i % 101) * 0.01;
        b[i] = 1.0 - (i % 7) * 0.1;
    }
    c = a + b * a;
    et::Vector<double> d = 2.0 * (c + a) + b;
    double s = d.sum();
    double dd = et::dot(a, d);
    et::Vector<float> fa(1000, 1.5f), fb(1000, 2.0f);
    et::Vector<float> fc = fa * fb + fa;
    et::Vector<long> la(5000, 3), lb(5000, -4);
    et::Vector<long> lc = la * lb + la;
    std::printf("s=%.6f dot=%.6f max=%.4f fsum=%.2f lsum=%ld ldot=%ld lmax=%ld\n", s, dd, d.maxabs(),
                (double)fc.sum(), lc.sum(), et::dot(la, lc), lc.maxabs());
    return 0;
}
