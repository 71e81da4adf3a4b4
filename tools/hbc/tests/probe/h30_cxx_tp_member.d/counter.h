#pragma once
struct Stats {
    static long calls;          // per-thread call counter
#pragma omp threadprivate(calls)
    static void hit(long k);
};
long partial_of_thread();
