// PROBE-ACCEPT: build-failed (clang 14 refuses firstprivate of a class with an explicit copy constructor: docs/hbc-limits.md, Limitations)
// Build failure (borderline, clang 14 front end): firstprivate of a class whose copy
// constructor is `explicit`. g++ -fopenmp accepts it and prints "1500.0 300.0" at 1, 2, 4
// threads; hbc++ (like clang++-14 -fopenmp itself) stops in its parse with "no matching
// constructor for initialization of 'Params'" at both firstprivate clauses.
#include <cstdio>
#include <vector>
struct Params {
    std::vector<double> w;
    Params() : w(4, 1.0) {}
    explicit Params(const Params &o) : w(o.w) {}
};
int main()
{
    Params p;
    p.w[2] = 3.0;
    double s = 0;
#pragma omp parallel for firstprivate(p) reduction(+ : s)
    for (int i = 0; i < 1000; ++i) s += p.w[i % 4];
    double t = 0;
#pragma omp parallel firstprivate(p) reduction(+ : t)
    {
#pragma omp for
        for (int i = 0; i < 100; ++i) t += p.w[2];
    }
    std::printf("%.1f %.1f\n", s, t);
}
