// Schedule comparison as course notes do it: the same triangular loop under schedule(static),
// (static,1), (dynamic,4), (guided,8) and schedule(runtime) after omp_set_schedule(), each
// in a template helper taking the work functor; omp_get_schedule() is read back. Every
// variant sums the same per-iteration results with a reduction.
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#endif

static long work(int i)
{
    long s = 0;
    for (int k = 0; k <= i; ++k) s += (long)(k ^ i) % 13;
    return s;
}

template <typename F> long run_static(int n, F f)
{
    long s = 0;
#pragma omp parallel for schedule(static) reduction(+ : s)
    for (int i = 0; i < n; ++i) s += f(i);
    return s;
}
template <typename F> long run_static1(int n, F f)
{
    long s = 0;
#pragma omp parallel for schedule(static, 1) reduction(+ : s)
    for (int i = 0; i < n; ++i) s += f(i);
    return s;
}
template <typename F> long run_dynamic(int n, F f)
{
    long s = 0;
#pragma omp parallel for schedule(dynamic, 4) reduction(+ : s)
    for (int i = 0; i < n; ++i) s += f(i);
    return s;
}
template <typename F> long run_guided(int n, F f)
{
    long s = 0;
#pragma omp parallel for schedule(guided, 8) reduction(+ : s)
    for (int i = n - 1; i >= 0; --i) s += f(i);
    return s;
}
template <typename F> long run_runtime(int n, F f)
{
    long s = 0;
#pragma omp parallel for schedule(runtime) reduction(+ : s)
    for (int i = 0; i < n; ++i) s += f(i);
    return s;
}

int main()
{
    const int n = 3000;
    auto f = [](int i) { return work(i); };
    long a = run_static(n, f), b = run_static1(n, f), c = run_dynamic(n, f), d = run_guided(n, f);
    int chunk_ok = 1;
#ifdef _OPENMP
    omp_set_schedule(omp_sched_dynamic, 16);
    omp_sched_t kind;
    int chunk;
    omp_get_schedule(&kind, &chunk);
    chunk_ok = kind == omp_sched_dynamic && chunk == 16;
#endif
    long e = run_runtime(n, f);
    std::printf("static=%ld static1=%ld dynamic=%ld guided=%ld runtime=%ld chunk_ok=%d\n", a, b, c, d, e, chunk_ok);
    return 0;
}
