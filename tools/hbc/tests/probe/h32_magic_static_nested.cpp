// A function-local static table (thread-safe "magic static") initialised, inside a
// parallel for body, by a function that itself runs a parallel for: the first iteration
// to get there builds the table while the others wait on the guard. Also a static local
// std::vector in a member function called from loop bodies.
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

struct Lut {
    double at(int i) const
    {
        static const std::vector<double> tab = build(50000);
        return tab[i % tab.size()];
    }
};

int main()
{
    const int N = 200000;
    double s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < N; ++i) {
        static const std::vector<double> table = build(400000);
        s += table[(i * 7) % table.size()];
    }
    Lut lut;
    double t = 0;
#pragma omp parallel for reduction(+ : t)
    for (int i = 0; i < N; ++i) t += lut.at(i * 3);
    std::printf("s=%.4f t=%.4f\n", s, t);
    return 0;
}
