// The C++ form of s36_pragma_for_macros_team_taskloop.c: a `_Pragma("omp for") for` macro
// in a team-mode region (thread-indexed partials in a std::vector), over a range of
// indices into the vector, then the partials combined by the master after a barrier.
#ifdef _OPENMP
#include <omp.h>
#else
#define omp_get_thread_num() 0
#endif
#include <cstdio>
#include <vector>
#define pfor _Pragma("omp for schedule(static)") for
int main() {
    std::vector<long> v(500);
    for (size_t i = 0; i < v.size(); ++i) v[i] = (long)(i % 7);
    std::vector<long> part(16, 0);
    long sum = 0;
#pragma omp parallel
    {
        const int t = omp_get_thread_num();
        pfor(size_t i = 0; i < v.size(); ++i) part[t] += v[i];
#pragma omp master
        for (long x : part) sum += x;
    }
    std::printf("%ld\n", sum);
    return 0;
}
