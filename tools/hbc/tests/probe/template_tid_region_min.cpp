// Minimal: a function template whose `parallel` region splits the work by
// omp_get_thread_num(); hbc: "team-mode region (omp_get_thread_num() at region level) in a
// template is not supported".
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
static int omp_get_max_threads() { return 1; }
#endif

template <typename T>
T sum_by_thread(const std::vector<T> &v)
{
    std::vector<T> partial(omp_get_max_threads(), T(0));
#pragma omp parallel
    {
        int tid = omp_get_thread_num(), nt = omp_get_num_threads();
        T s = T(0);
        for (long i = tid; i < (long)v.size(); i += nt) s += v[i];
        partial[tid] = s;
    }
    T total = T(0);
    for (T p : partial) total += p;
    return total;
}

int main()
{
    std::vector<long> v(10000);
    for (int i = 0; i < 10000; i++) v[i] = i % 97;
    std::printf("%ld\n", sum_by_thread(v));
    return 0;
}
