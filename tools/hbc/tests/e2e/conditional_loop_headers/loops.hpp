// A worksharing loop whose directive and header are chosen by `#ifdef` with the `#endif`
// between the header and the body (mlpack 4.8's DTree::FindSplit, det/dtree_impl.hpp;
// helper-89, session 51), in a header hbc translates: in a heartbeat-mode loop, and in a
// team-mode region's `for`. hbc's translation replaced the header and dropped the `#endif`:
// "unterminated #else".
#include <cstdio>
#include <vector>
#include <omp.h>

template <class T>
double best_of(const std::vector<T> &v, size_t &arg) {
    double best = -1;
#ifdef HBC_TEST_NOT_DEFINED
#pragma omp parallel for
    for (long d = 0; d < (long)v.size(); ++d)
#else
#pragma omp parallel for
    for (size_t d = 0; d < v.size(); ++d)
#endif
    {
        const double val = v[d] * 1000.0 - (double)d;
#pragma omp critical(best_of_update)
        if (val > best) {
            best = val;
            arg = d;
        }
    }
    return best;
}

// (the thread number makes the region a team's)
inline double team_sum(const std::vector<double> &v, std::vector<int> &seen) {
    double total = 0;
#pragma omp parallel
    {
        double mine = 0;
        const int me = omp_get_thread_num();
#if defined(HBC_TEST_NOT_DEFINED)
#pragma omp for
        for (long d = 0; d < (long)v.size(); ++d)
#elif 1
#pragma omp for
        for (size_t d = 0; d < v.size(); ++d)
#endif
        {
            mine += v[d];
            seen[d] += 1 + 0 * me;
        }
#pragma omp atomic
        total += mine;
    }
    return total;
}

inline long range_count(const std::vector<double> &v) {
    long n = 0;
#pragma omp parallel for reduction(+ : n)
#ifdef HBC_TEST_NOT_DEFINED
    for (const double &x : std::vector<double>(1))
#else
    for (const double &x : v)
#endif
    {
        n += x > 6.0;
    }
    return n;
}
