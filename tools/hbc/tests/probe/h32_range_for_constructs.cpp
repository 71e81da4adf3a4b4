// Range-based and iterator loops under the other loop constructs: parallel for simd with a
// reduction, simd alone, ordered (output appended in order), taskloop in a single,
// `parallel loop`, `loop` in a region, and a team-mode region (omp_get_thread_num at region
// level) whose omp for is an iterator loop (a range-for there: h32_team_range_for_min).
#include <cstdio>
#include <string>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif

int main()
{
    std::vector<double> v(10000);
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = (i % 29) * 0.5;
    double s1 = 0;
#pragma omp parallel for simd reduction(+ : s1)
    for (double &x : v) s1 += x;
    double s2 = 0;
#pragma omp simd reduction(+ : s2)
    for (auto it = v.begin(); it < v.end(); ++it) s2 += *it * 2;

    std::vector<int> w(300);
    for (int i = 0; i < 300; ++i) w[i] = i;
    std::string order;
#pragma omp parallel for ordered
    for (auto it = w.begin(); it < w.end(); ++it) {
        int sq = *it * *it;
#pragma omp ordered
        order += std::to_string(sq % 10);
    }
    std::string order2;
#pragma omp parallel for ordered
    for (int &x : w) {
#pragma omp ordered
        order2 += char('a' + x % 26);
    }

    long s3 = 0;
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskloop reduction(+ : s3)
        for (auto it = w.begin(); it < w.end(); ++it) s3 += *it;
    }
    long s4 = 0;
#pragma omp parallel loop reduction(+ : s4)
    for (const int &x : w) s4 += x * 2;
    long s5 = 0;
#pragma omp parallel
    {
#pragma omp loop reduction(+ : s5)
        for (int x : w) s5 += x * 3;
    }
    std::vector<long> parts(64, 0);
    long s6 = 0;
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        long mine = 0;
#pragma omp for
        for (auto x = w.begin(); x < w.end(); ++x) mine += *x;
        parts[t] = mine;
#pragma omp barrier
#pragma omp single
        for (int k = 0; k < omp_get_num_threads(); ++k) s6 += parts[k];
    }
    unsigned long h1 = 0, h2 = 0;
    for (char c : order) h1 = h1 * 131 + c;
    for (char c : order2) h2 = h2 * 131 + c;
    std::printf("s1=%.1f s2=%.1f o=%zu,%lu o2=%zu,%lu s3=%ld s4=%ld s5=%ld s6=%ld\n", s1, s2, order.size(), h1 % 1000003,
                order2.size(), h2 % 1000003, s3, s4, s5, s6);
    return 0;
}
