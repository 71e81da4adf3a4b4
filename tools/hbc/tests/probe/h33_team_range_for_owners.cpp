// Team mode takes a range-based `omp for` (OpenMP 5.0): a region that asks its thread number
// at region level runs `schedule(static)` over a std::vector and `schedule(static, 7)` over a
// C array, each body recording omp_get_thread_num() per element. OpenMP fixes the owners: a
// block of n/T per thread (n divisible by T here) and 7-element chunks dealt round-robin.
// Each member's partial sums, kept by thread number, must add up to the whole.
// PROBE-OUTPUT: vec bad=0 sum=44850
// PROBE-OUTPUT: arr bad=0 sum=7140
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif

int main()
{
    std::vector<int> w(300);
    for (int i = 0; i < 300; ++i) w[i] = i;
    int a[120];
    for (int i = 0; i < 120; ++i) a[i] = i;
    std::vector<int> ow(300, -1), oa(120, -1);
    long pw[64] = {0}, pa[64] = {0};
    int nt = 0;
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        if (t == 0) nt = omp_get_num_threads();
#pragma omp for schedule(static)
        for (int &x : w) {
            ow[&x - w.data()] = omp_get_thread_num();
            pw[t] += x;
        }
#pragma omp for schedule(static, 7)
        for (const int &x : a) {
            oa[&x - a] = omp_get_thread_num();
            pa[t] += x;
        }
    }
    long bw = 0, ba = 0, sw = 0, sa = 0;
    for (int i = 0; i < 300; ++i) bw += ow[i] != i / (300 / nt);
    for (int i = 0; i < 120; ++i) ba += oa[i] != (i / 7) % nt;
    for (int t = 0; t < 64; ++t) sw += pw[t], sa += pa[t];
    // 300 and 120 are multiples of every team size a probe runs with (1 to 3)
    if (300 % nt || 120 % nt) std::printf("team of %d\n", nt);
    std::printf("vec bad=%ld sum=%ld\n", bw, sw);
    std::printf("arr bad=%ld sum=%ld\n", ba, sa);
    return 0;
}
