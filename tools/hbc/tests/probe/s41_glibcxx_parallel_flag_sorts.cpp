// -D_GLIBCXX_PARALLEL on the command line: std::sort and std::accumulate become libstdc++'s
// parallel-mode algorithms, whose OpenMP regions (system headers) hbc runs on its team layer.
// Before session 41 hbc dropped the flag with a warning (the regions were ignored and their
// code saw the enclosing team's size); now the program is built as asked.
// PROBE-FLAGS: -D_GLIBCXX_PARALLEL
// PROBE-OUTPUT: sorted 1 sum 12499997500000 team sorted 2 of 2
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

int main() {
    std::vector<long> v(5000000);
    for (long i = 0; i < (long)v.size(); ++i) v[i] = (i * 7919) % (long)v.size();
    std::sort(v.begin(), v.end());
    bool sorted = std::is_sorted(v.begin(), v.end()) && v.front() == 0 && v.back() == (long)v.size() - 1;
    long sum = std::accumulate(v.begin(), v.end(), 0L) / 5 * 5;
    int team_sorted = 0;
#pragma omp parallel num_threads(2) reduction(+ : team_sorted)
    {
        std::vector<int> w(200000);
        for (int i = 0; i < 200000; ++i) w[i] = (i * 31) % 200000;
        std::sort(w.begin(), w.end());
        team_sorted = std::is_sorted(w.begin(), w.end());
    }
    std::printf("sorted %d sum %ld team sorted %d of 2\n", sorted ? 1 : 0, sum, team_sorted);
    return 0;
}
