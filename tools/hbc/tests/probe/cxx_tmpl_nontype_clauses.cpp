// Template non-type parameters in clauses: collapse(D) with D a template parameter,
// schedule(static, CHUNK) and num_threads(NT) from template parameters, an array
// reduction over a section of length B (a template parameter) on a std::array member's
// data, and `if constexpr` selecting between two differently-clausal loops.
#include <array>
#include <cstdio>
#include <vector>

template <int CHUNK, typename T>
T sum_chunked(const std::vector<T> &v)
{
    T s = T();
#pragma omp parallel for schedule(static, CHUNK) reduction(+:s)
    for (long i = 0; i < (long)v.size(); ++i) s += v[i];
    return s;
}

template <int D>
double grid_sum(int n)
{
    double s = 0;
    if constexpr (D == 2) {
#pragma omp parallel for collapse(D) reduction(+:s)
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) s += (i * 3 + j) % 11;
    } else {
#pragma omp parallel for collapse(D) reduction(+:s)
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                for (int k = 0; k < n; ++k) s += (i + 2 * j + 5 * k) % 7;
    }
    return s;
}

template <int B, int NT>
struct Histo {
    std::array<long, B> bins{};
    void fill(const std::vector<int> &v)
    {
        long *b = bins.data();
#pragma omp parallel for num_threads(NT) reduction(+:b[0:B])
        for (std::size_t i = 0; i < v.size(); ++i) b[v[i] % B] += 1;
    }
};

int main()
{
    std::vector<double> v(10000);
    for (int i = 0; i < 10000; ++i) v[i] = (i % 13) * 0.5;
    std::vector<int> iv(10000);
    for (int i = 0; i < 10000; ++i) iv[i] = i * 7 % 1000;
    Histo<16, 2> h;
    h.fill(iv);
    long hs = 0;
    for (int b = 0; b < 16; ++b) hs += h.bins[b] * (b + 1);
    std::printf("s=%.6f c7=%.1f g2=%.1f g3=%.1f h=%ld\n", sum_chunked<64>(v), sum_chunked<7>(v),
                grid_sum<2>(90), grid_sum<3>(30), hs);
    return 0;
}
