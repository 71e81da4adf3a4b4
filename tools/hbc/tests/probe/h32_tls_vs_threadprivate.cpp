// thread_local and threadprivate counters updated in parallel loops and summed per thread
// in a region with a critical; a threadprivate with copyin; a static thread_local in a
// function counting calls.
#include <cstdio>


static thread_local long tl_count = 0;
static long tp_count = 0;
#pragma omp threadprivate(tp_count)
static int tp_base = 0;
#pragma omp threadprivate(tp_base)

static long calls()
{
    static thread_local long c = 0;
    return ++c;
}

int main()
{
    long tot_tl = 0, tot_tp = 0, seen = 0;
#pragma omp parallel
    {
#pragma omp for
        for (int i = 0; i < 10000; ++i) {
            tl_count += i % 3;
            tp_count += i % 5;
        }
#pragma omp critical
        {
            tot_tl += tl_count;
            tot_tp += tp_count;
        }
    }
    tp_base = 42;
    long basesum = 0;
#pragma omp parallel copyin(tp_base) reduction(+ : basesum)
    {
#pragma omp for
        for (int i = 0; i < 100; ++i) basesum += tp_base;
    }
    long lastcall = 0;
#pragma omp parallel reduction(max : lastcall)
    {
#pragma omp for
        for (int i = 0; i < 5000; ++i) seen += 0;
        lastcall = calls();
    }
    (void)seen;
    std::printf("tl=%ld tp=%ld base=%ld\n", tot_tl, tot_tp, basesum);
    return 0;
}
