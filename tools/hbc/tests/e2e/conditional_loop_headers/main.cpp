// See loops.hpp.
#include "loops.hpp"

int main() {
    std::vector<double> v(100000);
    for (size_t i = 0; i < v.size(); ++i) v[i] = (double)(i % 13);
    std::vector<int> seen(v.size());
    size_t arg = 0;
    const double best = best_of(v, arg);
    const double sum = team_sum(v, seen);
    long once = 0;
    for (int s : seen) once += s == 1;
    std::printf("best=%.1f arg=%zu sum=%.1f every iteration once: %s above6=%ld\n", best, arg, sum,
                once == (long)v.size() ? "yes" : "no", range_count(v));
    return 0;
}
