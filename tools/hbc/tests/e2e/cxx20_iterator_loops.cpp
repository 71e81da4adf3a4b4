// Iterator loops at -std=c++20, where libstdc++'s `it < end` goes through operator<=> and
// `it != end` through operator== (clang's rewritten operators): a heartbeat-mode loop and a
// team-mode region's loops. hbc refused them as "not in OpenMP canonical form" before session
// 72 (helper-115), while it took them at c++17.
// E2E-FLAGS: -std=c++20
// E2E-WORKERS: 1 2 3
#include <cstdio>
#include <omp.h>
#include <vector>

int main() {
    std::vector<int> v(100000);
    for (int i = 0; i < 100000; i++) v[i] = i % 7;
    long a = 0, b = 0, c = 0;
#pragma omp parallel for reduction(+ : a)
    for (auto it = v.begin(); it < v.end(); ++it) a += *it;
#pragma omp parallel for reduction(+ : b)
    for (std::vector<int>::iterator it = v.begin(); it != v.end(); ++it) b += 2 * *it;
    int team = 0;
#pragma omp parallel reduction(+ : c)
    {
        if (omp_get_thread_num() == 0) team = omp_get_num_threads() > 0;
#pragma omp for schedule(static)
        for (auto it = v.begin(); it != v.end(); ++it) c += *it;
#pragma omp for
        for (auto it = v.cbegin(); it < v.cend(); it += 3) c += *it;
    }
    std::printf("%ld %ld %ld %d\n", a, b, c, team);
    return 0;
}
