// A region body written as a lambda called from inside `#pragma omp parallel`, the lambda
// dividing the work by omp_get_thread_num(); a std::function holding such a body; and a
// template `parallel_run(F f)` helper calling its callable inside the region (the
// "parallel region helper" idiom of C++ codes).
#include <cstdio>
#include <functional>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif

template <typename F>
static void parallel_run(F f)
{
#pragma omp parallel
    f(omp_get_thread_num(), omp_get_num_threads());
}

int main()
{
    const int n = 9000;
    std::vector<double> v(n, 0.0);
    auto body = [&]() {
        int t = omp_get_thread_num(), nt = omp_get_num_threads();
        for (int i = t; i < n; i += nt) v[i] += 1.0;
    };
#pragma omp parallel
    body();
    std::function<void()> fn = [&]() {
        int t = omp_get_thread_num(), nt = omp_get_num_threads();
        int chunk = (n + nt - 1) / nt;
        for (int i = t * chunk; i < n && i < (t + 1) * chunk; ++i) v[i] += 2.0;
    };
#pragma omp parallel
    fn();
    parallel_run([&](int t, int nt) {
        for (int i = t; i < n; i += nt) v[i] += 4.0;
    });
    double s = 0;
    for (double x : v) s += x;
    std::printf("s=%.1f\n", s);
    return 0;
}
