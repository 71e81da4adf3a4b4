// libstdc++'s parallel mode (OpenMP regions in system headers) called at top level, from a
// team-mode loop whose body hbc cannot read (a lambda through a template: xgboost's
// ParallelFor) and from a heartbeat loop: each call must give the sequential algorithm's
// result. Before session 41 the header's regions were ignored and their code saw the
// enclosing team's size: stable_sort under the team crashed or sorted part of the data.
// PROBE-OUTPUT: top level ok 1
// PROBE-OUTPUT: team loop sorted 4 of 4
// PROBE-OUTPUT: heartbeat loop sorted 6 of 6
#include <parallel/algorithm>
#include <parallel/numeric>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <numeric>
#include <vector>

static std::vector<uint64_t> data(size_t n, uint64_t seed) {
    std::vector<uint64_t> v(n);
    for (auto &x : v) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        x = seed >> 40;
    }
    return v;
}

template <typename F> void pfor(long n, int nt, F fn) {
#pragma omp parallel for num_threads(nt) schedule(static)
    for (long i = 0; i < n; ++i) fn(i);
}

int main() {
    const size_t N = 300000;
    std::vector<uint64_t> v = data(N, 7), ref = v;
    std::sort(ref.begin(), ref.end());
    bool ok = true;
    { auto w = v; __gnu_parallel::sort(w.begin(), w.end()); ok = ok && w == ref; }
    { auto w = v; __gnu_parallel::stable_sort(w.begin(), w.end()); ok = ok && w == ref; }
    { auto w = v; __gnu_parallel::sort(w.begin(), w.end(), std::less<uint64_t>(), __gnu_parallel::balanced_quicksort_tag()); ok = ok && w == ref; }
    { auto w = v; __gnu_parallel::sort(w.begin(), w.end(), std::less<uint64_t>(), __gnu_parallel::quicksort_tag()); ok = ok && w == ref; }
    ok = ok && __gnu_parallel::accumulate(v.begin(), v.end(), uint64_t(0)) == std::accumulate(v.begin(), v.end(), uint64_t(0));
    ok = ok && *__gnu_parallel::max_element(v.begin(), v.end()) == ref.back();
    ok = ok && __gnu_parallel::find(v.begin(), v.end(), v[N / 2]) == std::find(v.begin(), v.end(), v[N / 2]);
    { std::vector<uint64_t> p(N), q(N);
      __gnu_parallel::partial_sum(v.begin(), v.end(), p.begin()); std::partial_sum(v.begin(), v.end(), q.begin()); ok = ok && p == q; }
    { auto w = v; __gnu_parallel::nth_element(w.begin(), w.begin() + 1000, w.end()); ok = ok && w[1000] == ref[1000]; }
    { auto w = v; __gnu_parallel::for_each(w.begin(), w.end(), [](uint64_t &x) { x += 1; });
      ok = ok && std::accumulate(w.begin(), w.end(), uint64_t(0)) == std::accumulate(v.begin(), v.end(), uint64_t(0)) + N; }
    std::printf("top level ok %d\n", ok ? 1 : 0);

    const int K = 4;
    std::vector<std::vector<uint64_t>> vs(K);
    for (int k = 0; k < K; ++k) vs[k] = data(100000, 100 + k);
    int sorted[K] = {0};
    pfor(K, 2, [&](long k) {
        __gnu_parallel::stable_sort(vs[k].begin(), vs[k].end(), std::greater<uint64_t>());
        sorted[k] = std::is_sorted(vs[k].begin(), vs[k].end(), std::greater<uint64_t>()) && vs[k].size() == 100000;
    });
    int n = 0;
    for (int k = 0; k < K; ++k) n += sorted[k];
    std::printf("team loop sorted %d of %d\n", n, K);

    int hsorted = 0;
#pragma omp parallel for reduction(+ : hsorted) schedule(dynamic)
    for (int k = 0; k < 6; ++k) {
        std::vector<uint64_t> w = data(50000, 200 + k), r = w;
        __gnu_parallel::sort(w.begin(), w.end());
        std::sort(r.begin(), r.end());
        hsorted += w == r;
    }
    std::printf("heartbeat loop sorted %d of 6\n", hsorted);
    return 0;
}
