// OpenMP 5.0 range-based for loops under worksharing: `#pragma omp parallel for` over
// `for (auto &x : vec)`, an `omp for` with `for (const Item &it : items)` and a reduction
// inside a region, a range-for over a std::array, and a range-for whose range is a member
// of a struct reached through a reference.
#include <array>
#include <cstdio>
#include <vector>

struct Item {
    int id;
    double w;
};
struct Bag {
    std::vector<Item> items;
};

int main()
{
    std::vector<double> v(50000);
    for (std::size_t i = 0; i < v.size(); i++) v[i] = (i % 31) * 0.5;
#pragma omp parallel for
    for (auto &x : v) x = x * x + 1;

    Bag bag;
    for (int i = 0; i < 7000; i++) bag.items.push_back({i, (i % 13) * 0.25});
    const Bag &rb = bag;
    double s = 0;
    long ids = 0;
#pragma omp parallel
    {
#pragma omp for reduction(+ : s, ids)
        for (const Item &it : rb.items) {
            s += it.w;
            ids += it.id % 10;
        }
    }
    std::array<int, 1000> arr{};
    int k = 0;
    for (auto &a : arr) a = k++;
    long as = 0;
#pragma omp parallel for reduction(+ : as)
    for (int a : arr) as += (long)a * a;
    double vs = 0;
    for (double x : v) vs += x;
    std::printf("vs=%.6f s=%.6f ids=%ld as=%ld\n", vs, s, ids, as);
    return 0;
}
