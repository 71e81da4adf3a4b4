// OpenMP in a static initializer: a namespace-scope `static Partitioner g_part(N);` whose
// constructor runs a parallel region that splits a table by thread id (before main, the
// runtime not yet used), a destructor with a `parallel for` reduction that prints at exit,
// and a function-local static built with a region on first call.
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif

struct Partitioner {
    std::vector<long> v;
    long total = 0;
    explicit Partitioner(int n) : v(n)
    {
        long tot = 0;
#pragma omp parallel reduction(+ : tot)
        {
            int t = omp_get_thread_num(), nt = omp_get_num_threads();
            int per = (n + nt - 1) / nt;
            int lo = t * per, hi = lo + per < n ? lo + per : n;
            for (int i = lo; i < hi; i++) {
                v[i] = (long)i * i % 1009;
                tot += v[i];
            }
        }
        total = tot;
    }
    ~Partitioner()
    {
        long s = 0;
        int n = (int)v.size();
#pragma omp parallel for reduction(+ : s)
        for (int i = 0; i < n; i++) s += v[i] & 7;
        std::printf("dtor s=%ld\n", s);
    }
};

static Partitioner g_part(30011);

static const std::vector<double> &weights()
{
    static std::vector<double> w = [] {
        std::vector<double> r(5000);
#pragma omp parallel
        {
#pragma omp for
            for (int i = 0; i < 5000; i++) r[i] = 1.0 / (1 + i % 10);
        }
        return r;
    }();
    return w;
}

int main()
{
    double acc = 0;
    const std::vector<double> &w = weights();
#pragma omp parallel for reduction(+ : acc)
    for (int i = 0; i < 5000; i++) acc += w[i] * g_part.v[i];
    std::printf("total=%ld acc=%.6f again=%zu\n", g_part.total, acc, weights().size());
    return 0;
}
