// PROBE-ACCEPT: build-failed (clang 14 cannot capture structured bindings: docs/hbc-limits.md, Limitations)
// Minimal: a C++17 structured binding declared before a parallel for and read in its body.
// g++ -fopenmp accepts it (509500 at 1, 2 and 4 threads). hbc++ stops in its clang 14 parse
// with "reference to local binding 'lo' declared in enclosing function 'main'" (clang 14
// cannot capture structured bindings in OpenMP regions or lambdas; docs/hbc-limits.md,
// Limitations). Same when the binding is only a loop bound.
#include <cstdio>
#include <utility>

static std::pair<int, int> bounds() { return {10, 1010}; }

int main()
{
    auto [lo, hi] = bounds();
    long s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < 1000; ++i) s += i + lo;
    std::printf("%ld %d\n", s, hi);
    return 0;
}
