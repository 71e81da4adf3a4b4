// Minimal: a combined `parallel for num_threads(nt) schedule(static)` over a range-based for
// whose body records omp_get_thread_num(). OpenMP fixes the owners of a static schedule
// (iterations 0-149 on thread 0, 150-299 on thread 1): g++ -fopenmp prints bad=0 at
// OMP_NUM_THREADS=1, 2 and 4. Team mode would keep that (the same loop written with
// iterators prints bad=0 under hbc), but it does not take a range-for, so hbc warns
// ("team mode cannot take it; build with --hbc-fallback-openmp") and the heartbeat loop
// prints bad=150.
// PROBE-OUTPUT: bad=0
#include <cstdio>
#include <vector>
#include <omp.h>

int main()
{
    std::vector<int> w(300);
    std::vector<int> owner(300, -1);
    int nt = 2;
#pragma omp parallel for num_threads(nt) schedule(static)
    for (int &x : w) owner[&x - w.data()] = omp_get_thread_num();
    long bad = 0;
    for (int i = 0; i < 300; ++i) bad += owner[i] != (i < 150 ? 0 : 1);
    std::printf("bad=%ld\n", bad);
    return 0;
}
