// Range-based loops with array reductions and array clauses: reduction(+:hist[:16]) on a
// C array, reduction(+:h) on a whole std::array-free C array inside a member function,
// reduction(max:...) on an array section of a pointer, and firstprivate of a C array.
#include <cstdio>
#include <vector>

struct Counter {
    long bins[8] = {0};
    void count(const std::vector<int> &v)
    {
        long local[8] = {0};
#pragma omp parallel for reduction(+ : local)
        for (int x : v) local[x & 7] += 1;
        for (int k = 0; k < 8; ++k) bins[k] += local[k];
    }
};

int main()
{
    std::vector<int> v(30000);
    for (int i = 0; i < 30000; ++i) v[i] = (i * 2654435761u) >> 7;
    long hist[16] = {0};
#pragma omp parallel for reduction(+ : hist[:16])
    for (const int &x : v) hist[x & 15]++;
    std::vector<double> mx(4, -1.0);
    double *pm = mx.data();
#pragma omp parallel for reduction(max : pm[0:4])
    for (int x : v) {
        double d = (x % 1000) * 0.001;
        if (d > pm[x & 3]) pm[x & 3] = d;
    }
    int w[4] = {1, 2, 3, 4};
    long ws = 0;
#pragma omp parallel for firstprivate(w) reduction(+ : ws)
    for (int x : v) ws += w[x & 3];
    Counter c;
    c.count(v);
    long hs = 0;
    for (int k = 0; k < 16; ++k) hs += hist[k] * (k + 1);
    long cs = 0;
    for (int k = 0; k < 8; ++k) cs += c.bins[k] * (k + 3);
    std::printf("hs=%ld mx=%.3f,%.3f,%.3f,%.3f ws=%ld cs=%ld\n", hs, mx[0], mx[1], mx[2], mx[3], ws, cs);
    return 0;
}
