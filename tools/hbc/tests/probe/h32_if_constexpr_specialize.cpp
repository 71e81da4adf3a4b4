// Templates whose OpenMP constructs differ per instantiation: if constexpr branches that
// hold different loops (a bitwise reduction only for integral T), an explicit specialization
// with its own region, a partial specialization of a class template, a lambda with [*this]
// holding a loop, and tag dispatch between two overloaded templates.
#include <cstdio>
#include <type_traits>
#include <vector>

template <typename T>
T fold(const std::vector<T> &v)
{
    if constexpr (std::is_integral_v<T>) {
        T x = 0;
#pragma omp parallel for reduction(^ : x)
        for (std::size_t i = 0; i < v.size(); ++i) x ^= v[i];
        return x;
    } else {
        T s = 0;
#pragma omp parallel for reduction(+ : s)
        for (std::size_t i = 0; i < v.size(); ++i) s += v[i] * v[i];
        return s;
    }
}

template <typename T>
long count(const std::vector<T> &v)
{
    long c = 0;
#pragma omp parallel for reduction(+ : c)
    for (std::size_t i = 0; i < v.size(); ++i) c += v[i] > T(0);
    return c;
}
template <>
long count<bool>(const std::vector<bool> &v)
{
    long c = 0;
#pragma omp parallel for reduction(+ : c)
    for (std::size_t i = 0; i < v.size(); ++i) c += v[i] ? 2 : 0;
    return c;
}

template <typename T, int N>
struct Buf {
    T d[N];
    T sum() const
    {
        T s = 0;
#pragma omp parallel for reduction(+ : s)
        for (int i = 0; i < N; ++i) s += d[i];
        return s;
    }
};
template <int N>
struct Buf<bool, N> {
    bool d[N];
    int sum() const
    {
        int s = 0;
#pragma omp parallel for reduction(+ : s)
        for (int i = N - 1; i >= 0; --i) s += d[i] ? 1 : 0;
        return s;
    }
};

struct Sim {
    std::vector<double> w;
    double k = 2.0;
    double run() const
    {
        auto f = [*this]() {
            double s = 0;
#pragma omp parallel for reduction(+ : s)
            for (std::size_t i = 0; i < w.size(); ++i) s += w[i] * k;
            return s;
        };
        return f();
    }
};

struct seq_tag {};
struct par_tag {};
template <typename It>
long dist_sum(It b, It e, par_tag)
{
    long s = 0;
#pragma omp parallel for reduction(+ : s)
    for (It it = b; it < e; ++it) s += *it;
    return s;
}
template <typename It>
long dist_sum(It b, It e, seq_tag)
{
    long s = 0;
    for (It it = b; it != e; ++it) s += *it;
    return s;
}

int main()
{
    std::vector<int> vi(10001);
    std::vector<double> vd(5000);
    std::vector<bool> vb(3000);
    for (std::size_t i = 0; i < vi.size(); ++i) vi[i] = int(i * 2654435761u % 65536) - 32768;
    for (std::size_t i = 0; i < vd.size(); ++i) vd[i] = (i % 10) * 0.1 - 0.45;
    for (std::size_t i = 0; i < vb.size(); ++i) vb[i] = i % 4 == 1;
    Buf<long, 1000> bl;
    for (int i = 0; i < 1000; ++i) bl.d[i] = i * 3;
    Buf<bool, 999> bb;
    for (int i = 0; i < 999; ++i) bb.d[i] = i % 3 == 0;
    Sim sim{std::vector<double>(4000, 0.25)};
    std::vector<short> vs(2000, 3);
    std::printf("fi=%d fd=%.4f ci=%ld cd=%ld cb=%ld bl=%ld bb=%d sim=%.1f ds=%ld,%ld\n", fold(vi), fold(vd), count(vi),
                count(vd), count(vb), bl.sum(), bb.sum(), sim.run(), dist_sum(vs.begin(), vs.end(), par_tag{}),
                dist_sum(vi.cbegin(), vi.cend(), par_tag{}));
    return 0;
}
