// Range-based worksharing loops in team-mode regions (the regions index per-thread partials
// by thread number): the range is evaluated once per member and its iterations
// [0, end - begin) shared by the schedule; each iteration declares the loop variable as
// written from *(begin + k). A std::vector with lastprivate and reduction, a structured
// binding, a C array under `for simd`, a template's dependent range with schedule(dynamic),
// and a combined `parallel for num_threads(2)` whose body asks its thread number.
// EXPECT-TRANSLATION: auto &&__hb_rng_1_1 = v; auto __hb_rb_1_1 = hbc_rt::range_begin(__hb_rng_1_1);
// EXPECT-TRANSLATION: const auto &[k, d] = *(__hb_rb_
// EXPECT-TRANSLATION: int &x = *(__hb_rb_
// EXPECT-NO-TRANSLATION: hbc_rt::for_range
// EXPECT-OUTPUT: 4950 198 9
// EXPECT-OUTPUT: 210 1.25 1770
// EXPECT-OUTPUT: 4950
// EXPECT-OUTPUT: bad=0
#include <cstdio>
#include <utility>
#include <vector>
#include <omp.h>
template <class T>
T total(std::vector<T> &v) {
    T parts[64] = {};
#pragma omp parallel
    {
        int t = omp_get_thread_num();
#pragma omp for schedule(dynamic, 3)
        for (const T &x : v) parts[t & 63] += x;
    }
    T s = 0;
    for (auto p : parts) s += p;
    return s;
}
int main() {
    std::vector<long> v(100);
    for (int i = 0; i < 100; i++) v[i] = i;
    std::vector<std::pair<int, double>> kd(21);
    for (int i = 0; i < 21; i++) kd[i] = {i, 0.125 * (i % 2)};
    int a[60];
    for (int i = 0; i < 60; i++) a[i] = i;
    long parts[64] = {0}, ks = 0, as = 0;
    long last = -1;
    int mx = 0;
    double ds = 0;
#pragma omp parallel
    {
        int t = omp_get_thread_num();
#pragma omp for lastprivate(last) reduction(max : mx)
        for (long x : v) {
            parts[t & 63] += x;
            last = 2 * x;
            if (x % 10 > mx) mx = (int)(x % 10);
        }
#pragma omp for reduction(+ : ks, ds) nowait
        for (const auto &[k, d] : kd) {
            ks += k;
            ds += d;
        }
#pragma omp for simd reduction(+ : as)
        for (int &x : a) as += x;
    }
    long s = 0;
    for (long p : parts) s += p;
    std::printf("%ld %ld %d\n", s, last, mx);
    std::printf("%ld %g %ld\n", ks, ds, as);
    std::printf("%ld\n", total(v));
    std::vector<int> w(100), owner(100, -1);
    int nt = 1;
#pragma omp parallel for num_threads(2) schedule(static)
    for (int &x : w) {
        owner[&x - w.data()] = omp_get_thread_num();
        if (omp_get_thread_num() == 1) nt = 2;  // (a team may start with fewer members)
    }
    long bad = 0;
    for (int i = 0; i < 100; i++) bad += owner[i] != i / (100 / nt);
    std::printf("bad=%ld\n", bad);
    return 0;
}
