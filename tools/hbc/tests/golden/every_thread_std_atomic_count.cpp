// Every thread of a region counts itself in a std::atomic (++ and fetch_add): the count is the
// team's size, so the region runs on a team (it ran once, counting 1, before session 57;
// helper A of session 57). The second region, a hand-made reduction through fetch_add of a
// partial that a worksharing loop computed, ran on a team before too.
// EXPECT-TRANSLATION: hbc_rt::team_run(
// EXPECT-OUTPUT: plus 1 fetch 1 sum 499500
#include <atomic>
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_num_threads() { return 1; }
#endif
int main() {
    std::atomic<int> plus{0}, fetch{0};
    std::atomic<long> sum{0};
    int team = 0;
#pragma omp parallel
    {
        plus++;
        fetch.fetch_add(1);
#pragma omp single
        team = omp_get_num_threads();
    }
#pragma omp parallel
    {
        long part = 0;
#pragma omp for
        for (int i = 0; i < 1000; i++) part += i;
        sum.fetch_add(part);
    }
    std::printf("plus %d fetch %d sum %ld\n", plus.load() == team, fetch.load() == team, sum.load());
    return 0;
}
