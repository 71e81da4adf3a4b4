// Minimal: a C++17 range-based `parallel for` whose loop variable is a structured binding;
// hbc rebinds it as `auto &[ = *(__hb_rb + k);` (the binding list is cut off) and the
// translation does not compile.
#include <cstdio>
#include <utility>
#include <vector>

int main()
{
    std::vector<std::pair<int, double>> items;
    for (int i = 0; i < 1000; ++i) items.emplace_back(i, 0.5 * i);
#pragma omp parallel for
    for (auto &[key, w] : items) w += key;
    double s = 0.0;
    for (auto &p : items) s += p.second;
    std::printf("%.1f\n", s);
    return 0;
}
