// A global object whose constructor fills a lookup table with a parallel loop (runs before
// main, before anything else touched the runtime), and a function-local static whose
// initialiser runs a parallel reduction on first use.
#include <cmath>
#include <cstdio>
#include <vector>

struct SinTable {
    std::vector<double> t;
    double total;
    explicit SinTable(int n) : t(n), total(0) {
        double s = 0;
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) {
            t[i] = std::sin(2.0 * M_PI * i / n);
            s += t[i] * t[i];
        }
        total = s;
    }
};

static SinTable table(4096);

static double weights_sum()
{
    static const double w = [] {
        double s = 0;
#pragma omp parallel for reduction(+:s)
        for (int i = 1; i <= 1000; i++) s += 1.0 / ((double)i * i);
        return s;
    }();
    return w;
}

int main()
{
    std::printf("total=%.6f t[1024]=%.6f\n", table.total, table.t[1024]);
    std::printf("w=%.9f w=%.9f\n", weights_sum(), weights_sum());
    double s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < (int)table.t.size(); i++) s += table.t[i];
    std::printf("s=%.6f\n", std::fabs(s) < 1e-9 ? 0.0 : s);
    return 0;
}
