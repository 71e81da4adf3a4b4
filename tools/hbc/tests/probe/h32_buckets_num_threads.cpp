// Per-thread buckets sized in a single by omp_get_num_threads() and filled in an omp for
// indexed by omp_get_thread_num() (thread ids only inside the loop body), merged after the
// region; the same with the buckets a member of a class and sized by omp_get_max_threads().
#include <algorithm>
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
static int omp_get_max_threads() { return 1; }
#endif

struct Sorter {
    std::vector<std::vector<int>> buckets;
    std::vector<int> run(const std::vector<int> &in)
    {
        buckets.assign(omp_get_max_threads(), {});
#pragma omp parallel for
        for (std::size_t i = 0; i < in.size(); ++i)
            if (in[i] % 3 == 0) buckets[omp_get_thread_num()].push_back(in[i]);
        std::vector<int> out;
        for (auto &b : buckets) out.insert(out.end(), b.begin(), b.end());
        std::sort(out.begin(), out.end());
        return out;
    }
};

int main()
{
    std::vector<int> in(50000);
    for (int i = 0; i < 50000; ++i) in[i] = (int)((i * 2654435761u) % 100000);
    std::vector<std::vector<int>> buckets;
#pragma omp parallel
    {
#pragma omp single
        buckets.resize(omp_get_num_threads());
#pragma omp for
        for (std::size_t i = 0; i < in.size(); ++i)
            if (in[i] % 7 == 0) buckets[omp_get_thread_num()].push_back(in[i]);
    }
    std::vector<int> all;
    for (auto &b : buckets) all.insert(all.end(), b.begin(), b.end());
    std::sort(all.begin(), all.end());
    long h = 0;
    for (int x : all) h = (h * 31 + x) % 1000000007;
    Sorter s;
    auto o = s.run(in);
    long h2 = 0;
    for (int x : o) h2 = (h2 * 31 + x) % 1000000007;
    std::printf("n=%zu h=%ld n2=%zu h2=%ld\n", all.size(), h, o.size(), h2);
    return 0;
}
