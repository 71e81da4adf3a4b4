// Modern C++17 loop bodies: range-based `parallel for` over a vector of pairs with a
// structured binding in the loop header, `auto [a, b] = ...` inside the body, an index loop
// with `auto i = 0u` / `std::size_t`, `std::unique_ptr<double[]>` buffers, reduction on a
// non-static data member inside a member function, and `if constexpr` in a templated body.
#include <cstdio>
#include <vector>
#include <utility>
#include <memory>
#include <tuple>
#include <type_traits>

struct Accum {
    double total = 0.0;
    long hits = 0;
    void run(const std::vector<std::pair<int, double>> &items)
    {
#pragma omp parallel for reduction(+:total, hits)
        for (std::size_t k = 0; k < items.size(); ++k) {
            const auto &[key, w] = items[k];
            if (key % 3 == 0) { total += w; ++hits; }
        }
    }
};

template <typename T>
T weighted(const std::vector<std::tuple<int, T, T>> &rows)
{
    T s = T(0);
#pragma omp parallel for reduction(+:s)
    for (std::size_t r = 0; r < rows.size(); ++r) {
        auto [id, x, y] = rows[r];
        if constexpr (std::is_floating_point<T>::value)
            s += x * y / T(id + 1);
        else
            s += (x * y) % 97;
    }
    return s;
}

int main()
{
    const int n = 20000;
    std::vector<std::pair<int, double>> items;
    items.reserve(n);
    for (int i = 0; i < n; ++i) items.emplace_back(i * 7 % 1000, 0.001 * i);

    std::unique_ptr<double[]> out(new double[n]);
#pragma omp parallel for
    for (auto &[key, w] : items) w = w * 2.0 + key;

#pragma omp parallel for
    for (auto i = 0u; i < (unsigned)n; ++i) out[i] = items[i].second - items[i].first;

    Accum acc;
    acc.run(items);
    double s = 0.0;
    for (int i = 0; i < n; ++i) s += out[i];

    std::vector<std::tuple<int, double, double>> rd;
    std::vector<std::tuple<int, long, long>> rl;
    for (int i = 0; i < 5000; ++i) {
        rd.emplace_back(i, 0.5 * i, 1.0 / (i + 1));
        rl.emplace_back(i, (long)i * 3, (long)i + 11);
    }
    std::printf("total %.6f hits %ld s %.6f\n", acc.total, acc.hits, s);
    std::printf("weighted %.9f %ld\n", weighted(rd), weighted(rl));
    return 0;
}
