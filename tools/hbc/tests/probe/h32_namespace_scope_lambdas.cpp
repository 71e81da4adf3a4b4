// Lambdas holding OpenMP loops that are defined outside any function: a file-scope lambda
// variable, a static inline lambda data member, a lambda in a default member initializer,
// and an inline variable lambda in a namespace. Each is called from main.
#include <cstdio>
#include <functional>
#include <vector>

static auto g_scale = [](std::vector<double> &v, double a) {
#pragma omp parallel for
    for (std::size_t i = 0; i < v.size(); ++i) v[i] *= a;
};

namespace ops {
inline auto sum = [](const std::vector<double> &v) {
    double s = 0;
#pragma omp parallel for reduction(+ : s)
    for (std::size_t i = 0; i < v.size(); ++i) s += v[i];
    return s;
};
}  // namespace ops

struct Kern {
    static inline auto norm2 = [](const std::vector<double> &v) {
        double s = 0;
#pragma omp parallel for reduction(+ : s)
        for (std::size_t i = 0; i < v.size(); ++i) s += v[i] * v[i];
        return s;
    };
    std::function<long(int)> count = [](int n) {
        long c = 0;
#pragma omp parallel for reduction(+ : c)
        for (int i = 0; i < n; ++i) c += (i % 3 == 0);
        return c;
    };
};

int main()
{
    std::vector<double> v(10000);
    for (int i = 0; i < 10000; ++i) v[i] = (i % 10) * 0.5;
    g_scale(v, 2.0);
    Kern k;
    std::printf("sum=%.1f n2=%.1f c=%ld\n", ops::sum(v), Kern::norm2(v), k.count(9999));
    return 0;
}
