// Minimal: a range-based `omp for` (OpenMP 5.0 canonical loop) inside a region that runs in
// team mode (omp_get_thread_num at region level). g++ -fopenmp prints 44850 at 1, 2 and 4
// threads. hbc refuses it: "team-mode region: only a canonical 'for' loop is supported
// here"; heartbeat mode takes range-fors and team mode takes iterator loops, and the docs
// list no such refusal.
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

int main()
{
    std::vector<int> w(300);
    for (int i = 0; i < 300; ++i) w[i] = i;
    std::vector<long> parts(64, 0);
#pragma omp parallel
    {
        long mine = 0;
#pragma omp for
        for (int x : w) mine += x;
        parts[omp_get_thread_num()] = mine;
    }
    long s = 0;
    for (long p : parts) s += p;
    std::printf("%ld\n", s);
    return 0;
}
