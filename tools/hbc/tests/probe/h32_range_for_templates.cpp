// Range-based worksharing loops in dependent contexts: a generic lambda over `auto &v`, a
// function template over any container (vector, array, deque, C array) with a reduction
// of the element type, a class template whose member range-for runs over a member of
// dependent type, and a range-for whose element is a std::pair read with .first/.second.
#include <array>
#include <cstdio>
#include <deque>
#include <utility>
#include <vector>

template <typename C>
auto total(const C &c)
{
    typename std::decay<decltype(*std::begin(c))>::type s{};
#pragma omp parallel for reduction(+ : s)
    for (const auto &x : c) s += x;
    return s;
}

template <typename T, typename Store = std::vector<T>>
struct Pool {
    Store items;
    void scale(T f)
    {
#pragma omp parallel for
        for (auto &x : items) x *= f;
    }
    T sum() const { return total(items); }
};

int main()
{
    auto twice = [](auto &v) {
#pragma omp parallel for
        for (auto &x : v) x = x + x;
    };
    std::vector<int> vi(5000, 3);
    std::deque<double> dd(4000, 0.25);
    std::array<long, 700> al{};
    for (std::size_t i = 0; i < al.size(); ++i) al[i] = (long)i;
    float ca[333];
    for (int i = 0; i < 333; ++i) ca[i] = 0.5f * (i % 4);
    twice(vi);
    twice(dd);
    twice(al);
    twice(ca);
    Pool<double> pd{std::vector<double>(2000, 1.5)};
    pd.scale(2.0);
    Pool<int, std::deque<int>> pq{std::deque<int>(1500, 2)};
    pq.scale(3);
    std::vector<std::pair<int, double>> pairs;
    for (int i = 0; i < 3000; ++i) pairs.emplace_back(i % 7, i * 0.001);
    double ps = 0;
    long pk = 0;
#pragma omp parallel for reduction(+ : ps, pk)
    for (const auto &p : pairs) {
        pk += p.first;
        ps += p.second;
    }
    std::printf("vi=%d dd=%.2f al=%ld ca=%.1f pd=%.1f pq=%d ps=%.3f pk=%ld\n", total(vi), total(dd), total(al),
                (double)total(ca), pd.sum(), pq.sum(), ps, pk);
    return 0;
}
