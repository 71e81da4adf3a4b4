// Minimal reproduction: hand-made reductions whose combine statement is not "partial OP
// partial": an energy subtracted from a starting value (`e -= le;` in critical) and a
// count doubled in an `atomic` (`hits += 2 * h;`). hbc uses each statement as the combine
// of two partials, so partials are subtracted from / doubled into each other: wrong
// results at every worker count (e.g. 104.525280 1845898 at HB_NUM_WORKERS=1).
// Right output:
// 55.000000 666668
#include <cstdio>
int main()
{
    long n = 1000000;
    double e = 100.0;
    long hits = 0;
#pragma omp parallel
    {
        double le = 0.0;
#pragma omp for
        for (long i = 0; i < n; i++) le += (i % 10) * 1e-5;
#pragma omp critical
        e -= le;
    }
#pragma omp parallel
    {
        long h = 0;
#pragma omp for
        for (long i = 0; i < n; i++) h += (i % 3 == 0);
#pragma omp atomic
        hits += 2 * h;
    }
    std::printf("%.6f %ld\n", e, hits);
    return 0;
}
