// Three levels of nesting in C++ with lambdas: an outer region (num_threads(2)) in which
// each thread calls a std::function-free generic helper `for_blocks(n, f)` that opens a
// `parallel for` over blocks and calls the lambda, which itself opens a `parallel
// reduction` over the block's elements. Levels and team sizes are recorded at the
// innermost level into per-outer-thread std::vector slots.
#include <cstdio>
#include <vector>
#include <omp.h>

template <class F>
static void for_blocks(int nb, F &&f)
{
#pragma omp parallel for
    for (int b = 0; b < nb; b++) f(b);
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: t0: total=523776 maxlevel=3 maxsize=1 ancestors=0 blocks=8
// PROBE-OUTPUT: t1: total=1572352 maxlevel=3 maxsize=1 ancestors=8 blocks=8
int main()
{
    const int NB = 8, BS = 128;
    std::vector<long> data(2 * NB * BS);
    for (size_t i = 0; i < data.size(); i++) data[i] = static_cast<long>(i);
    std::vector<long> total(2, 0);
    std::vector<int> maxlevel(2, 0), maxsize(2, 0), anc(2, 0), blocks(2, 0);
#pragma omp parallel num_threads(2)
    {
        const int t = omp_get_thread_num();
        std::vector<long> bsum(NB, 0);
        for_blocks(NB, [&](int b) {
            long s = 0;
            int lv = 0, sz = 0, an = 0;
#pragma omp parallel reduction(+ : s) reduction(max : lv, sz, an)
            {
                lv = omp_get_level();
                sz = omp_get_num_threads();
                an = omp_get_ancestor_thread_num(1);
#pragma omp for
                for (int i = 0; i < BS; i++) s += data[(t * NB + b) * BS + i];
            }
            bsum[b] = s;
#pragma omp critical
            {
                if (lv > maxlevel[t]) maxlevel[t] = lv;
                if (sz > maxsize[t]) maxsize[t] = sz;
                anc[t] += an;
                blocks[t]++;
            }
        });
        for (long x : bsum) total[t] += x;
    }
    for (int t = 0; t < 2; t++)
        std::printf("t%d: total=%ld maxlevel=%d maxsize=%d ancestors=%d blocks=%d\n", t, total[t], maxlevel[t],
                    maxsize[t], anc[t], blocks[t]);
    return 0;
}
