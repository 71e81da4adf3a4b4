// Minimal: a function template whose `parallel` region keeps a per-thread std::vector
// filled by `omp for nowait` and merged under `critical` (the non-template version is
// translated, through team mode); hbc: "variable 'local' is private to the enclosing
// parallel region and written in a worksharing loop without being privatized".
#include <cstdio>
#include <vector>

template <typename T>
std::vector<long> histogram(const std::vector<T> &v, int nbins)
{
    std::vector<long> out(nbins, 0);
#pragma omp parallel
    {
        std::vector<long> local(nbins, 0);
#pragma omp for nowait
        for (long i = 0; i < (long)v.size(); i++) local[(long)v[i] % nbins]++;
#pragma omp critical
        for (int b = 0; b < nbins; b++) out[b] += local[b];
    }
    return out;
}

int main()
{
    std::vector<int> v(10000);
    for (int i = 0; i < 10000; i++) v[i] = (i * 7919) % 1000;
    for (long c : histogram(v, 7)) std::printf("%ld ", c);
    std::printf("\n");
    return 0;
}
