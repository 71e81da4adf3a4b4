// Parallel loops written inside lambdas and std::function objects, as C++ drivers do: a
// local lambda `auto relax = [&](int sweep) { #pragma omp parallel for ... }` called in a
// sequential time loop; a std::function<void(std::vector<double>&)> stage list whose
// stages hold `parallel for` loops with a reduction; and a generic lambda holding a
// `parallel for` called from the body of an outer `parallel for` (nested).
#include <cstdio>
#include <vector>
#include <functional>
#include <cmath>

int main()
{
    const int n = 4000;
    std::vector<double> u(n, 0.0), f(n);
    for (int i = 0; i < n; ++i) f[i] = std::sin(0.01 * i);
    double change = 0.0;

    auto relax = [&](int sweep) {
        double local_change = 0.0;
        std::vector<double> un(u);
#pragma omp parallel for reduction(max:local_change)
        for (int i = 1; i < n - 1; ++i) {
            un[i] = 0.5 * (u[i - 1] + u[i + 1] + 1e-4 * f[i]);
            local_change = std::fmax(local_change, std::fabs(un[i] - u[i]));
        }
        u.swap(un);
        change = local_change * (sweep + 1);
    };
    for (int s = 0; s < 30; ++s) relax(s);
    std::printf("change %.12e u[n/2] %.12e\n", change, u[n / 2]);

    double energy = 0.0;
    std::vector<std::function<void(std::vector<double> &)>> stages;
    stages.push_back([](std::vector<double> &v) {
#pragma omp parallel for
        for (std::size_t i = 0; i < v.size(); ++i) v[i] = v[i] * 1e3 + 1.0;
    });
    stages.push_back([&energy](std::vector<double> &v) {
        double e = 0.0;
#pragma omp parallel for reduction(+:e)
        for (std::size_t i = 0; i < v.size(); ++i) e += v[i] * v[i];
        energy = e;
    });
    for (auto &st : stages) st(u);
    std::printf("energy %.9e\n", energy);

    std::vector<std::vector<double>> blocks(16, std::vector<double>(2000));
    auto fill_block = [](auto &blk, double base) {
#pragma omp parallel for
        for (int j = 0; j < (int)blk.size(); ++j) blk[j] = base + std::sqrt((double)j);
    };
#pragma omp parallel for
    for (int b = 0; b < 16; ++b) fill_block(blocks[b], 10.0 * b);
    double tot = 0.0;
    for (auto &blk : blocks) for (double x : blk) tot += x;
    std::printf("blocks %.6f\n", tot);
    return 0;
}
