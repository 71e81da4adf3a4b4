// Per-thread histograms in C++: std::vector<std::vector<long>> sized by
// omp_get_max_threads() before the region, filled in a `parallel for` body indexed by
// omp_get_thread_num(), then merged; a second pass does the same inside an SPMD region
// with `omp for nowait` and a merge by thread 0 after a barrier.
#include <omp.h>
#include <cstdio>
#include <vector>
// PROBE-OUTPUT: pass1 weighted=4950076 first=9373 last=9378
// PROBE-OUTPUT: pass2 weighted=4950121 total=300000

static int bucket(int i) { return (int)(((unsigned)i * 40503u) >> 7) % 32; }

int main()
{
    const int N = 300000, B = 32;
    int nt = omp_get_max_threads();
    std::vector<std::vector<long>> local(nt, std::vector<long>(B, 0));
#pragma omp parallel for schedule(static, 1000)
    for (int i = 0; i < N; i++) local[omp_get_thread_num()][bucket(i)]++;
    std::vector<long> hist(B, 0);
    for (auto &h : local)
        for (int b = 0; b < B; b++) hist[b] += h[b];
    long w = 0;
    for (int b = 0; b < B; b++) w += hist[b] * (b + 1);
    std::printf("pass1 weighted=%ld first=%ld last=%ld\n", w, hist[0], hist[B - 1]);

    std::vector<long> hist2(B, 0);
    for (auto &h : local) std::fill(h.begin(), h.end(), 0);
#pragma omp parallel
    {
        std::vector<long> &mine = local[omp_get_thread_num()];
#pragma omp for nowait
        for (int i = 0; i < N; i++) mine[bucket(i * 3)]++;
#pragma omp barrier
#pragma omp single
        for (auto &h : local)
            for (int b = 0; b < B; b++) hist2[b] += h[b];
    }
    long w2 = 0, tot = 0;
    for (int b = 0; b < B; b++) {
        w2 += hist2[b] * (b + 1);
        tot += hist2[b];
    }
    std::printf("pass2 weighted=%ld total=%ld\n", w2, tot);
    return 0;
}
