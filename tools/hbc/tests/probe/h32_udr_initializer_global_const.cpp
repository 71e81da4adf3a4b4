// PROBE-ACCEPT: build-failed (clang 14 keeps to the specification: only omp_priv/omp_orig in a declare reduction initializer)
// Build failure (borderline false rejection): a declare reduction initializer naming a
// file-scope const int. g++ -fopenmp accepts it; hbc++ stops with clang 14's error
// "only 'omp_priv' or 'omp_orig' variables are allowed in initializer expression".
// (OpenMP 5.0 2.19.5.7 says only omp_priv/omp_orig may be used, so clang is strict here.)
// expected (g++ -fopenmp, 1/2/4 threads): 40
// actual: hbc++ -O2 -fopenmp -std=c++17: error at the initializer, no binary
#include <cstdio>
#include <vector>
static const int NB = 4;
static void vadd(std::vector<long> &o, const std::vector<long> &i)
{
    for (std::size_t k = 0; k < i.size(); ++k) o[k] += i[k];
}
#pragma omp declare reduction(vplus : std::vector<long> : vadd(omp_out, omp_in)) \
    initializer(omp_priv = std::vector<long>(NB, 0))
int main()
{
    std::vector<long> h(NB, 0);
#pragma omp parallel for reduction(vplus : h)
    for (int i = 0; i < 20; ++i) h[i % NB] += 2;
    long s = 0;
    for (long x : h) s += x;
    std::printf("%ld\n", s);
}
