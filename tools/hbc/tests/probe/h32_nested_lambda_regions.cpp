// Nested parallelism through lambdas: a parallel for whose body defines a lambda holding an
// inner parallel for with a reduction; a std::function holding a region called from a
// parallel for body; a generic lambda holding an orphaned omp for called twice from a
// region (a worksharing loop binding to the region); a recursive function template whose
// parallel for recurses on halves.
#include <cstdio>
#include <functional>
#include <vector>

template <typename T>
T rsum(const T *a, long n)
{
    if (n < 2000) {
        T s = T();
        for (long i = 0; i < n; ++i) s += a[i];
        return s;
    }
    T parts[2] = {T(), T()};
#pragma omp parallel for
    for (int h = 0; h < 2; ++h) parts[h] = h == 0 ? rsum(a, n / 2) : rsum(a + n / 2, n - n / 2);
    return parts[0] + parts[1];
}

int main()
{
    const int R = 200, C = 300;
    std::vector<double> m(R * C);
    for (int i = 0; i < R * C; ++i) m[i] = (i % 17) * 0.25;
    std::vector<double> rows(R);
#pragma omp parallel for
    for (int r = 0; r < R; ++r) {
        auto rowsum = [&](int rr) {
            double s = 0;
#pragma omp parallel for reduction(+ : s)
            for (int c = 0; c < C; ++c) s += m[rr * C + c];
            return s;
        };
        rows[r] = rowsum(r);
    }
    double tr = 0;
    for (double x : rows) tr += x;

    std::function<long(int)> tri = [](int n) {
        long s = 0;
#pragma omp parallel
        {
#pragma omp for reduction(+ : s)
            for (int i = 0; i <= n; ++i) s += i;
        }
        return s;
    };
    std::vector<long> tris(500);
#pragma omp parallel for
    for (int k = 0; k < 500; ++k) tris[k] = tri(k);
    long tt = 0;
    for (long x : tris) tt += x;

    std::vector<int> vi(6000, 1);
    std::vector<double> vd(4000, 0.5);
    auto scale = [](auto &v, auto f) {
#pragma omp for
        for (std::size_t i = 0; i < v.size(); ++i) v[i] = v[i] * f + (decltype(f))(i % 3);
    };
#pragma omp parallel
    {
        scale(vi, 3);
        scale(vd, 2.0);
        scale(vi, 2);
    }
    long si = 0;
    for (int x : vi) si += x;
    double sd = 0;
    for (double x : vd) sd += x;

    std::vector<long> big(100000);
    for (long i = 0; i < 100000; ++i) big[i] = i % 1000;
    std::vector<float> bf(30000, 0.5f);
    std::printf("tr=%.2f tt=%ld si=%ld sd=%.1f rs=%ld rf=%.1f\n", tr, tt, si, sd, rsum(big.data(), 100000L),
                (double)rsum(bf.data(), 30000L));
    return 0;
}
