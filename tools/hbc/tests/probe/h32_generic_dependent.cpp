// Generic lambdas and templates whose reductions are of a dependent type: a generic lambda
// summing any vector (value_type from decltype), min and max over double and int in one
// template, a class template Matrix<T> with a collapsed parallel fill in its constructor and
// a const matvec, a variadic template summing several vectors, a UDR for a struct in a
// namespace used from a (non-template) member function, and && / || reductions on bool.
#include <algorithm>
#include <cstdio>
#include <limits>
#include <type_traits>
#include <vector>

namespace stats {
struct Range {
    double lo, hi;
};
#pragma omp declare reduction(merge : Range : omp_out.lo = std::min(omp_out.lo, omp_in.lo), \
                              omp_out.hi = std::max(omp_out.hi, omp_in.hi)) \
    initializer(omp_priv = Range{1e300, -1e300})
struct Tracker {
    std::vector<double> xs;
    Range range() const
    {
        Range r{1e300, -1e300};
#pragma omp parallel for reduction(merge : r)
        for (std::size_t i = 0; i < xs.size(); ++i) {
            r.lo = std::min(r.lo, xs[i]);
            r.hi = std::max(r.hi, xs[i]);
        }
        return r;
    }
};
}  // namespace stats

template <typename T>
std::pair<T, T> minmax(const std::vector<T> &v)
{
    T lo = std::numeric_limits<T>::max(), hi = std::numeric_limits<T>::lowest();
#pragma omp parallel for reduction(min : lo) reduction(max : hi)
    for (std::size_t i = 0; i < v.size(); ++i) {
        lo = std::min(lo, v[i]);
        hi = std::max(hi, v[i]);
    }
    return {lo, hi};
}

template <typename T>
class Matrix {
public:
    Matrix(int r, int c) : r_(r), c_(c), a_(std::size_t(r) * c)
    {
#pragma omp parallel for collapse(2)
        for (int i = 0; i < r_; ++i)
            for (int j = 0; j < c_; ++j) a_[std::size_t(i) * c_ + j] = T((i + 2 * j) % 7);
    }
    std::vector<T> matvec(const std::vector<T> &x) const
    {
        std::vector<T> y(r_);
#pragma omp parallel for
        for (int i = 0; i < r_; ++i) {
            T s = T();
            for (int j = 0; j < c_; ++j) s += a_[std::size_t(i) * c_ + j] * x[j];
            y[i] = s;
        }
        return y;
    }

private:
    int r_, c_;
    std::vector<T> a_;
};

template <typename T>
T sumAll(const std::vector<T> &v)
{
    T s = T();
#pragma omp parallel for reduction(+ : s)
    for (std::size_t i = 0; i < v.size(); ++i) s += v[i];
    return s;
}
template <typename T, typename... Rest>
T sumAll(const std::vector<T> &v, const Rest &...rest)
{
    return sumAll(v) + sumAll(rest...);
}

int main()
{
    auto gsum = [](const auto &v) {
        typename std::decay_t<decltype(v)>::value_type s{};
#pragma omp parallel for reduction(+ : s)
        for (std::size_t i = 0; i < v.size(); ++i) s += v[i];
        return s;
    };
    std::vector<int> vi(9000);
    std::vector<double> vd(7000);
    std::vector<long long> vl(3000);
    for (std::size_t i = 0; i < vi.size(); ++i) vi[i] = int((i * 37) % 1001) - 500;
    for (std::size_t i = 0; i < vd.size(); ++i) vd[i] = ((i * 53) % 997) * 0.01 - 3.0;
    for (std::size_t i = 0; i < vl.size(); ++i) vl[i] = (long long)i * 1000003LL;
    auto [ilo, ihi] = minmax(vi);
    auto [dlo, dhi] = minmax(vd);
    Matrix<double> md(300, 200);
    Matrix<int> mi(100, 50);
    auto yd = md.matvec(std::vector<double>(200, 0.5));
    auto yi = mi.matvec(std::vector<int>(50, 2));
    stats::Tracker t{vd};
    auto r = t.range();
    bool allpos = true, anybig = false;
#pragma omp parallel for reduction(&& : allpos) reduction(|| : anybig)
    for (std::size_t i = 0; i < vl.size(); ++i) {
        allpos = allpos && vl[i] >= 0;
        anybig = anybig || vl[i] > 2000000000LL;
    }
    std::printf("gi=%d gd=%.2f gl=%lld i=[%d,%d] d=[%.2f,%.2f]\n", gsum(vi), gsum(vd), gsum(vl), ilo, ihi, dlo, dhi);
    std::printf("yd=%.1f yi=%d all=%.2f r=[%.2f,%.2f] pos=%d big=%d\n", sumAll(yd), sumAll(yi),
                sumAll(vd, yd, std::vector<double>(10, 1.0)), r.lo, r.hi, (int)allpos, (int)anybig);
    return 0;
}
