// A loop's directive and header chosen by `#ifdef`, with the `#endif` between the header and
// the body (mlpack 4.8's DTree::FindSplit; helper-89, session 51), and a range-for whose
// header alone is chosen: the translation replaces the header, so the group is flattened to
// the branch the parse took (its directive lines and skipped branch become blank lines).
// Before, the `#endif` went with the header: "unterminated #else".
// EXPECT-OUTPUT: best=11988.0 arg=12 above6=461
#include <cstdio>
#include <vector>
int main() {
    std::vector<double> v(1000);
    for (size_t i = 0; i < v.size(); ++i) v[i] = (double)(i % 13);
    double best = -1;
    size_t arg = 0;
#ifdef HBC_TEST_NOT_DEFINED
#pragma omp parallel for
    for (long d = 0; d < (long)v.size(); ++d)
#else
#pragma omp parallel for
    for (size_t d = 0; d < v.size(); ++d)
#endif
    {
        const double val = v[d] * 1000.0 - (double)d;
#pragma omp critical(update)
        if (val > best) {
            best = val;
            arg = d;
        }
    }
    long n = 0;
#pragma omp parallel for reduction(+ : n)
#ifdef HBC_TEST_NOT_DEFINED
    for (const double &x : std::vector<double>(1))
#else
    for (const double &x : v)
#endif
    {
        n += x > 6.0;
    }
    std::printf("best=%.1f arg=%zu above6=%ld\n", best, arg, n);
    return 0;
}
