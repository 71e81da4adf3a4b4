// OpenMP inside lambdas passed to std::for_each / called through std::function, per-thread
// buffers as std::vector<std::vector<T>> sized by omp_get_max_threads() and indexed by
// omp_get_thread_num() inside `parallel for`, and a merge afterwards (sorted, so the merge
// order does not matter); a lambda capturing by reference that holds a `parallel for
// reduction`, and one capturing `this`.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <numeric>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_max_threads() { return 1; }
#endif

struct Bucketer {
    int nb;
    std::vector<long> counts;
    explicit Bucketer(int n) : nb(n), counts(n, 0) {}
    void run(const std::vector<int> &data)
    {
        auto body = [this, &data]() {
            std::vector<std::vector<long>> local(omp_get_max_threads(), std::vector<long>(nb, 0));
#pragma omp parallel for
            for (int i = 0; i < (int)data.size(); ++i) local[omp_get_thread_num()][data[i] % nb]++;
            for (auto &l : local)
                for (int b = 0; b < nb; ++b) counts[b] += l[b];
        };
        body();
    }
};

int main()
{
    std::vector<std::vector<double>> rows(40, std::vector<double>(500));
    for (int r = 0; r < 40; ++r)
        for (int c = 0; c < 500; ++c) rows[r][c] = (r * 31 + c * 7) % 101 * 0.01;
    std::vector<double> rowsum;
    rowsum.reserve(rows.size());
    std::for_each(rows.begin(), rows.end(), [&rowsum](const std::vector<double> &row) {
        double s = 0;
#pragma omp parallel for reduction(+:s)
        for (std::size_t c = 0; c < row.size(); ++c) s += row[c] * row[c];
        rowsum.push_back(s);
    });
    std::function<void(std::vector<double> &, double)> scale = [](std::vector<double> &v, double f) {
#pragma omp parallel for
        for (int i = 0; i < (int)v.size(); ++i) v[i] *= f;
    };
    std::for_each(rows.begin(), rows.end(), std::bind(scale, std::placeholders::_1, 2.0));

    int nt = omp_get_max_threads();
    std::vector<std::vector<int>> picked(nt);
#pragma omp parallel for schedule(dynamic, 16)
    for (int i = 0; i < 20000; ++i)
        if (i % 37 == 3) picked[omp_get_thread_num()].push_back(i);
    std::vector<int> all;
    for (auto &p : picked) all.insert(all.end(), p.begin(), p.end());
    std::sort(all.begin(), all.end());

    std::vector<int> data(30000);
    std::iota(data.begin(), data.end(), 0);
    Bucketer bk(7);
    bk.run(data);

    double total = std::accumulate(rowsum.begin(), rowsum.end(), 0.0);
    double scaled = 0;
    for (auto &r : rows) scaled += std::accumulate(r.begin(), r.end(), 0.0);
    long pk = std::accumulate(all.begin(), all.end(), 0L);
    std::printf("total=%.6f scaled=%.6f picked=%zu/%ld b3=%ld\n", total, scaled, all.size(), pk, bk.counts[3]);
    return 0;
}
