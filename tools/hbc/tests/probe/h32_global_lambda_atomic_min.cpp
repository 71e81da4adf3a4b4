// Minimal: a lambda defined at namespace scope (a file-scope variable) holding
// `#pragma omp atomic`, called from a parallel for body. hbc translates only directives
// inside functions (lambdas inside functions included): this one is left as written and the
// real compiler, run without OpenMP, drops it, so the heartbeat loop's iterations race on
// `tot`. Expected 3999999 (g++ -fopenmp at 1, 2, 4 threads); hbc printed 2566830, 1709784,
// 3106766, ... No diagnostic. Loops in such lambdas (and in static inline member lambdas,
// default member initializers) are likewise left untranslated and run sequentially; a
// `#pragma omp critical` in a lambda that initialises a std::function data member (default
// member initializer) is dropped the same way (1870786 of 1999999 once under
// HB_FORCE_PROMOTION=1, 3 workers).
#include <cstdio>

static auto add = [](long &tot, long v) {
#pragma omp atomic
    tot += v;
};

int main()
{
    long tot = 0;
#pragma omp parallel for
    for (int i = 0; i < 4000000; ++i) add(tot, i % 3);
    std::printf("tot=%ld\n", tot);
    return 0;
}
