// std::vector loops with random-access iterators, range loops inside the body, lambdas in
// the body, a reduction through an iterator loop.
#include <cstdio>
#include <vector>
#include <numeric>
#include <algorithm>

int main()
{
    std::vector<std::vector<int>> rows(500);
    for (size_t r = 0; r < rows.size(); r++)
        for (size_t k = 0; k < r % 17 + 1; k++) rows[r].push_back(int((r * 31 + k * 7) % 50));
    std::vector<long> rowsum(rows.size());
    auto weight = [](int v) { return long(v) * 3 + 1; };
#pragma omp parallel for
    for (auto it = rows.begin(); it < rows.end(); ++it) {
        long s = 0;
        for (int v : *it) s += weight(v);
        rowsum[it - rows.begin()] = s;
    }
    long total = 0;
#pragma omp parallel for reduction(+:total)
    for (std::vector<long>::const_iterator it = rowsum.cbegin(); it != rowsum.cend(); ++it)
        total += *it;
    std::vector<double> xs(1000);
#pragma omp parallel for
    for (size_t i = 0; i < xs.size(); ++i) {
        auto sq = [&](double z) { return z * z; };
        xs[i] = sq(double(i % 13));
    }
    double mx = 0;
#pragma omp parallel for reduction(max:mx)
    for (auto &x : xs) mx = std::max(mx, x);
    std::printf("total=%ld acc=%ld mx=%.1f\n", total, std::accumulate(rowsum.begin(), rowsum.end(), 0L), mx);
    return 0;
}
