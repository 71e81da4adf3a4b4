// A magic static initialised late in a promoted parallel for (iteration 999 onwards) by a
// function running its own parallel for: a worker waiting at the inner join must not
// re-enter the guarded initialisation (ran 10x at each setting: always right).
#include <cmath>
#include <cstdio>
#include <vector>
static std::vector<double> build(int n)
{
    std::vector<double> t(n);
#pragma omp parallel for
    for (int i = 0; i < n; ++i) t[i] = std::sqrt((double)i) + std::sin(i * 0.001);
    return t;
}
int main()
{
    const int N = 400000;
    double s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < N; ++i) {
        double x = std::sin(i * 1e-3);
        if (i % 1000 == 999) {
            static const std::vector<double> table = build(2000000);
            x += table[(i * 7) % table.size()];
        }
        s += x;
    }
    std::printf("s=%.4f\n", s);
}
