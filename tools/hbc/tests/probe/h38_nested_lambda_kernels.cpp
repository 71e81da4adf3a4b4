// C++ kernels held in lambdas defined in a region's own code that open nested regions
// (a region of 2 threads, each running a lambda `tile(b)` that opens a `parallel for
// reduction` over the tile, and a lambda that opens a `parallel` with an `omp for`
// writing into the thread's own std::vector). Results by outer thread id.
#include <cstdio>
#include <vector>
#include <numeric>
#include <omp.h>

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: t0: tiles=19900 vec=4950 inner=1
// PROBE-OUTPUT: t1: tiles=59900 vec=14950 inner=1
int main()
{
    long tiles[2];
    long vecs[2];
    int inner[2];
#pragma omp parallel num_threads(2)
    {
        const int t = omp_get_thread_num();
        auto tile = [&](int b) {
            long s = 0;
#pragma omp parallel for reduction(+ : s)
            for (int i = b * 50; i < (b + 1) * 50; i++) s += i;
            return s;
        };
        long acc = 0;
        for (int b = 4 * t; b < 4 * t + 4; b++) acc += tile(b);
        tiles[t] = acc;
        std::vector<long> mine(100);
        int sz = 0;
        auto fill = [&]() {
#pragma omp parallel
            {
#pragma omp for
                for (int i = 0; i < 100; i++) mine[i] = i + 100 * t;
#pragma omp single
                sz = omp_get_num_threads();
            }
        };
        fill();
        vecs[t] = std::accumulate(mine.begin(), mine.end(), 0L);
        inner[t] = sz;
    }
    for (int t = 0; t < 2; t++) std::printf("t%d: tiles=%ld vec=%ld inner=%d\n", t, tiles[t], vecs[t], inner[t]);
    return 0;
}
