// Worksharing loops over random-access iterators in team-mode regions (the region indexes
// per-thread partials by thread number): a class iterator with !=, += and schedule(dynamic),
// and a template's dependent auto iterator and T index (kept at its own type: a long range).
// EXPECT-TRANSLATION: decltype(__hb_lb
// EXPECT-OUTPUT: 45
// EXPECT-OUTPUT: 999000 499500
#include <cstdio>
#include <vector>
#include <omp.h>
template <class T>
T total(std::vector<T> &v) {
    T parts[64] = {};
#pragma omp parallel
    {
        int t = omp_get_thread_num();
#pragma omp for
        for (auto it = v.begin(); it < v.end(); ++it) parts[t & 63] += *it;
    }
    T s = 0;
    for (auto p : parts) s += p;
    return s;
}
int main() {
    std::vector<long> v(1000);
    for (size_t i = 0; i < v.size(); i++) v[i] = (long)i;
    long parts[64] = {0};
#pragma omp parallel
    {
        int t = omp_get_thread_num();
#pragma omp for schedule(dynamic, 7)
        for (std::vector<long>::iterator it = v.begin(); it != v.end(); it += 1) parts[t & 63] += *it * 2;
    }
    long s = 0;
    for (long p : parts) s += p;
    std::printf("%ld %ld\n", s, total(v));
    return 0;
}
template <class I>
long count_big(I n) {
    long parts[64] = {0};
#pragma omp parallel
    {
        int t = omp_get_thread_num();
#pragma omp for
        for (I i = n - 10; i < n; i++) parts[t & 63] += (long)(i - (n - 10));
    }
    long s = 0;
    for (long p : parts) s += p;
    return s;
}
struct Print { Print() { std::printf("%ld\n", count_big<long>(5000000000L)); } } print_at_start;
