#include "par.hpp"
long b_run(int n) {
    std::vector<long> v(n);
    for (int i = 0; i < n; ++i) v[i] = i % 3;
    par::transform(v, [](long x) { return x * x; });
    std::vector<double> d(n, -1.0);
    d[0] = 1.0;
#pragma omp parallel for
    for (int i = 0; i < n; ++i) if (v[i] == 4) par::hit();
    return par::sum(v) * 10 + par::count_if_pos(d);
}
