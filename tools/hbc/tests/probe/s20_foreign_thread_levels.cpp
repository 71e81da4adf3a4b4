// Threads the program starts itself (std::thread) are initial threads in OpenMP: outside
// their regions omp_get_level() is 0 and omp_in_parallel() 0, and a region they open is at
// level 1 (before session 20 hbc answered 1 and 1 outside, as on its pool threads).
#include <cstdio>
#include <thread>
#include <vector>
#include <omp.h>
// PROBE-OUTPUT: lev=0 in=0 inner_level1=1000 sum=499500
// PROBE-OUTPUT: lev=0 in=0 inner_level1=1000 sum=499500
// PROBE-OUTPUT: lev=0 in=0 inner_level1=1000 sum=499500
// PROBE-OUTPUT: after lev=0 in=0
static void work(int *lev0, int *in0, int *lev1, long *sum) {
    *lev0 = omp_get_level();
    *in0 = omp_in_parallel();
    long s = 0;
    int l1 = 0;
#pragma omp parallel for reduction(+ : s, l1)
    for (int i = 0; i < 1000; i++) {
        s += i;
        l1 += omp_get_level() == 1;
    }
    *sum = s;
    *lev1 = l1;
}
int main() {
    const int n = 3;
    std::vector<int> lev(n), in(n), l1(n);
    std::vector<long> sum(n);
    std::vector<std::thread> ts;
    for (int t = 0; t < n; t++) ts.emplace_back(work, &lev[t], &in[t], &l1[t], &sum[t]);
    for (auto &x : ts) x.join();
    for (int t = 0; t < n; t++) std::printf("lev=%d in=%d inner_level1=%d sum=%ld\n", lev[t], in[t], l1[t], sum[t]);
    std::printf("after lev=%d in=%d\n", omp_get_level(), omp_in_parallel());
}
