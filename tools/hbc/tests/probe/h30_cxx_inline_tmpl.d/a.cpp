// PROBE-FLAGS: -Iinclude
#include "par.hpp"
double a_run(int n) {
    std::vector<double> v(n);
    for (int i = 0; i < n; ++i) v[i] = i % 5 - 2;
    par::transform(v, [](double x) { return 2 * x + 1; });
#pragma omp parallel for
    for (int i = 0; i < n; ++i) if (v[i] > 3) par::hit();
    return par::sum(v) + par::count_if_pos(v);
}
