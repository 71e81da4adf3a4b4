// Data members in the data-sharing clauses of a class template's member functions (OpenMP
// 4.5): clang leaves the pattern's items as `this->m`, and hbc refused them before session 51
// (mlpack 4.8's ElkanKMeans `reduction(+: distanceCalculations)`, Convolution
// `private(outputTemp)`; helper-89). They are captured as in an ordinary member function: the
// copies are locals of the members' names.
// EXPECT-TRANSLATION: typename std::remove_reference<decltype(calcs)>::type calcs = std::move(
// EXPECT-TRANSLATION: typename std::remove_reference<decltype(scratch)>::type scratch;
// EXPECT-OUTPUT: s=4995.0 calcs=2000 first=5.0 last=1008.0 scratch=-1.0
#include <cstdio>
#include <vector>
template <class T>
struct Counter {
    std::vector<T> v;
    long calcs = 0;
    T first = 5, last = -1, scratch = -1;
    explicit Counter(int n) : v(n) {
        for (int i = 0; i < n; ++i) v[i] = T(i % 11);
    }
    T run() {
        T s = 0;
#pragma omp parallel for reduction(+ : calcs, s) private(scratch) firstprivate(first) lastprivate(last)
        for (int i = 0; i < (int)v.size(); ++i) {
            scratch = v[i] * first;
            s += scratch / 5;
            calcs += 2;
            last = v[i] + i;
        }
        return s;
    }
};
int main() {
    Counter<double> c(1000);
    const double s = c.run();
    std::printf("s=%.1f calcs=%ld first=%.1f last=%.1f scratch=%.1f\n", s, c.calcs, c.first, c.last, c.scratch);
    return 0;
}
