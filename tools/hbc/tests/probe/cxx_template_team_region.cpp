// Per-thread buffers in C++ function templates, as generic analytics code writes them:
// `#pragma omp parallel` with a `std::vector<long> local(nbins)` per thread, an
// `omp for nowait` filling it, and an `omp critical` merging into the shared result; a
// second template whose region numbers its threads (`omp_get_thread_num()`) to pick a
// slice of a per-thread std::vector<T> of partial sums; instantiated for int and double.
#include <cstdio>
#include <vector>
#include <cmath>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
static int omp_get_max_threads() { return 1; }
#endif

template <typename T>
std::vector<long> histogram(const std::vector<T> &v, T lo, T hi, int nbins)
{
    std::vector<long> out(nbins, 0);
#pragma omp parallel
    {
        std::vector<long> local(nbins, 0);
#pragma omp for nowait
        for (long i = 0; i < (long)v.size(); i++) {
            int b = (int)((double)(v[i] - lo) / (double)(hi - lo) * nbins);
            if (b < 0) b = 0;
            if (b >= nbins) b = nbins - 1;
            local[b]++;
        }
#pragma omp critical
        for (int b = 0; b < nbins; b++) out[b] += local[b];
    }
    return out;
}

template <typename T>
T sum_by_thread(const std::vector<T> &v)
{
    std::vector<T> partial(omp_get_max_threads(), T(0));
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
        int nt = omp_get_num_threads();
        long chunk = ((long)v.size() + nt - 1) / nt;
        long lo = tid * chunk, hi = std::min((long)v.size(), lo + chunk);
        T s = T(0);
        for (long i = lo; i < hi; i++) s += v[i];
        partial[tid] = s;
    }
    T total = T(0);
    for (auto p : partial) total += p;
    return total;
}

int main()
{
    std::vector<int> vi(100000);
    std::vector<double> vd(100000);
    for (int i = 0; i < 100000; i++) { vi[i] = (i * 7919) % 1000; vd[i] = std::sin(0.001 * i); }
    auto hi_ = histogram(vi, 0, 1000, 10);
    auto hd = histogram(vd, -1.0, 1.0, 8);
    for (long c : hi_) std::printf("%ld ", c);
    std::printf("\n");
    for (long c : hd) std::printf("%ld ", c);
    std::printf("\n");
    std::printf("sums %d %.8f\n", sum_by_thread(vi), sum_by_thread(vd));
    return 0;
}
