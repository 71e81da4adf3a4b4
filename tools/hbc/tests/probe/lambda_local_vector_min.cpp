// Minimal: a `parallel` region inside a lambda keeps a per-thread std::vector filled by an
// `omp for` and merged under `critical` (the same code in a plain function is translated,
// through team mode); hbc: "variable 'mine' is private to the enclosing parallel region and
// written in a worksharing loop without being privatized".
#include <cstdio>
#include <vector>

int main()
{
    const int n = 10000, nb = 7;
    std::vector<int> keys(n);
    for (int i = 0; i < n; i++) keys[i] = (i * 31337) % 1000;
    std::vector<long> counts(nb, 0);
    auto count_keys = [&]() {
#pragma omp parallel
        {
            std::vector<long> mine(nb, 0);
#pragma omp for
            for (int i = 0; i < n; i++) mine[keys[i] % nb]++;
#pragma omp critical
            for (int b = 0; b < nb; b++) counts[b] += mine[b];
        }
    };
    count_keys();
    for (long c : counts) std::printf("%ld ", c);
    std::printf("\n");
    return 0;
}
