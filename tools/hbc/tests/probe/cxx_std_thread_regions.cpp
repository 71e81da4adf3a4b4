// std::threads that each run OpenMP: four std::thread workers each call a function with a
// `parallel for` reduction and a region with a `single` and an `omp for` over its own
// slice, writing results to their own slot (joined before printing). hbc documents nothing
// about foreign threads entering regions: each is an initial thread in OpenMP.
#include <cstdio>
#include <thread>
#include <vector>

static double work(const std::vector<double> &v, int lo, int hi)
{
    double s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = lo; i < hi; i++) s += v[i] * v[i];
    return s;
}

static long counted(std::vector<int> &c, int lo, int hi)
{
    long marks = 0;
#pragma omp parallel
    {
#pragma omp single
        marks = hi - lo;
#pragma omp for
        for (int i = lo; i < hi; i++) c[i] = i % 3 == 0;
    }
    return marks;
}

int main()
{
    const int n = 400000, nthr = 4;
    std::vector<double> v(n);
    std::vector<int> c(n);
    for (int i = 0; i < n; i++) v[i] = (i % 101) * 0.01;
    std::vector<double> res(nthr);
    std::vector<long> marks(nthr);
    std::vector<std::thread> ts;
    for (int t = 0; t < nthr; t++)
        ts.emplace_back([&, t] {
            int lo = n / nthr * t, hi = n / nthr * (t + 1);
            res[t] = work(v, lo, hi);
            marks[t] = counted(c, lo, hi);
        });
    for (auto &t : ts) t.join();
    double tot = 0;
    long m = 0, ones = 0;
    for (int t = 0; t < nthr; t++) { tot += res[t]; m += marks[t]; }
    for (int i = 0; i < n; i++) ones += c[i];
    std::printf("tot=%.6f marks=%ld ones=%ld r0=%.6f\n", tot, m, ones, res[0]);
    return 0;
}
