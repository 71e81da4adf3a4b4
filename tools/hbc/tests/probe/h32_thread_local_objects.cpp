// thread_local objects of class type as per-thread scratch in loop bodies: a thread_local
// std::vector resized per iteration, a thread_local std::string buffer, a threadprivate
// std::vector-free POD struct, and a static thread_local counter object whose constructor runs
// once per thread (results depend only on the per-iteration values).
#include <cstdio>
#include <string>
#include <vector>

struct Stats {
    long n = 0;
    double s = 0;
};
static thread_local std::vector<double> tl_scratch;
static thread_local std::string tl_buf;
static Stats tp_stats;
#pragma omp threadprivate(tp_stats)

static double work(int i)
{
    tl_scratch.assign(i % 16 + 1, 0.5);
    double s = 0;
    for (double x : tl_scratch) s += x;
    tl_buf.clear();
    tl_buf += std::to_string(i);
    return s + (double)tl_buf.size();
}

int main()
{
    const int N = 20000;
    std::vector<double> out(N);
#pragma omp parallel for
    for (int i = 0; i < N; ++i) out[i] = work(i);
    double tot = 0;
    for (double x : out) tot += x;

    long n = 0;
    double s = 0;
#pragma omp parallel reduction(+ : n, s)
    {
        tp_stats = Stats();
#pragma omp for
        for (int i = 0; i < N; ++i) {
            tp_stats.n += 1;
            tp_stats.s += i * 0.5;
        }
        n += tp_stats.n;
        s += tp_stats.s;
    }
    std::printf("tot=%.1f n=%ld s=%.1f\n", tot, n, s);
    return 0;
}
