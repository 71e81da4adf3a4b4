// C++ `thread_local` per-thread state: a static thread_local accumulator object in a
// function called from a `parallel for` body, flushed into a shared total under `critical`
// at the end of the region by every thread, and a thread_local scratch vector reused
// across iterations (sized on first use).
#include <cstdio>
#include <vector>

struct Acc {
    long n = 0;
    double s = 0;
};

static Acc &acc()
{
    static thread_local Acc a;
    return a;
}

static double kernel(int i)
{
    thread_local std::vector<double> scratch;
    if (scratch.size() < 64) scratch.resize(64);
    for (int k = 0; k < 64; ++k) scratch[k] = (i + k) % 9;
    double s = 0;
    for (int k = 0; k < 64; ++k) s += scratch[k];
    return s;
}

int main()
{
    long n = 0;
    double s = 0, direct = 0;
#pragma omp parallel
    {
        acc() = Acc();
#pragma omp for reduction(+:direct)
        for (int i = 0; i < 40000; ++i) {
            double v = kernel(i);
            acc().n += 1;
            acc().s += v;
            direct += v;
        }
#pragma omp critical
        {
            n += acc().n;
            s += acc().s;
        }
    }
    std::printf("n=%ld s=%.1f direct=%.1f\n", n, s, direct);
    return 0;
}
