// Team mode in C++ (docs/hbc-internals.md, "Team mode"): a region using omp_get_thread_num() runs on a
// heartbeat team; region-private C++ objects are per member; every result is independent of
// the team's size, so the output is the sequential build's at any worker count.
// E2E-WORKERS: 1 2 3 4
#include <cstdio>
#include <string>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif

static int seed;
#pragma omp threadprivate(seed)

struct Stats {
    long n = 0;
    double sum = 0;
};

template <class T>
static T twice(T v) { return v + v; }

int main() {
    const int n = 30011;
    std::vector<double> x(n);
    for (int i = 0; i < n; ++i) x[i] = (i * 13 % 97) * 0.25;
    std::vector<Stats> per(64);
    double total = 0, dot = 0;
    long members = 0;
    std::string log;
    bool ids_ok = true;
#pragma omp parallel reduction(+ : members)
    {
        int t = omp_get_thread_num(), nt = omp_get_num_threads();
        std::vector<double> mine;  // region-private object: one per member
        for (int i = t; i < n; i += nt) mine.push_back(x[i]);
        Stats s;
        for (double v : mine) {
            s.n++;
            s.sum += v;
        }
        per[t] = s;
#pragma omp barrier
#pragma omp single
        {
            for (int q = 0; q < nt; ++q) total += per[q].sum;
            log += "single;";
        }
#pragma omp for schedule(dynamic, 64) reduction(+ : dot)
        for (int i = 0; i < n; ++i) dot += twice(x[i]);
        int shared_v = -1;
#pragma omp single copyprivate(shared_v)
        shared_v = 7;
        if (shared_v != 7) ids_ok = false;
#pragma omp master
        {
            if (t != 0) ids_ok = false;
        }
        members += 1;
    }
    seed = 3;
    long draws = 0;
#pragma omp parallel copyin(seed) reduction(+ : draws)
    {
        if (seed != 3) draws += 1000000;
#pragma omp for
        for (int i = 0; i < 1000; ++i) seed = seed * 7 % 1009;
        draws += 1;
    }
    // a heartbeat-mode loop in the same file: both modes side by side
    double check = 0;
#pragma omp parallel for reduction(+ : check)
    for (int i = 0; i < n; ++i) check += x[i];
    std::printf("total=%.2f dot=%.2f check=%.2f log=%s ids_ok=%d members_ok=%d copyin_ok=%d\n", total, dot, check,
                log.c_str(), ids_ok ? 1 : 0, members >= 1 ? 1 : 0, draws >= 1 && draws < 1000000 ? 1 : 0);
    return 0;
}
