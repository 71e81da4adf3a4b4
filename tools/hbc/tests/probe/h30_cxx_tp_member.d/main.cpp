#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "counter.h"
int main() {
    long total = 0;
    std::vector<long> per(64, 0);
#pragma omp parallel reduction(+:total)
    {
#pragma omp for schedule(dynamic, 16)
        for (int i = 0; i < 10000; ++i) Stats::hit(i % 4);
        total += partial_of_thread();
    }
    std::printf("total=%ld\n", total);
}
