// C++ team mode in a class template: private copies are declared by decltype. Printed from
// the AST, `Grid<Real>` (Real a member typedef of the template) came out as
// `Grid<geo::Grid::Real>`, which does not parse: every file including CImg.h failed to
// build (`CImg<Tfloat>` in `firstprivate`, helper-63).
// EXPECT-TRANSLATION: typename std::remove_reference<decltype(scratch)>::type scratch(
// EXPECT-OUTPUT: sum=4950 last=99 scratch_first=0
#include <cstdio>

namespace geo {
template <typename T>
struct Grid {
    typedef double Real;
    T cells[100];
    double run(double *last, double *first) const {
        Grid<Real> scratch;
        scratch.cells[0] = 0;
        double out[100], lastv = -1;
#pragma omp parallel for firstprivate(scratch) lastprivate(lastv)
        for (int i = 0; i < 100; i++) {
            scratch.cells[1] = scratch.cells[0];
            scratch.cells[0] = cells[i];
            out[i] = scratch.cells[0];
            lastv = out[i];
        }
        double s = 0;
        for (int i = 0; i < 100; i++) s += out[i];
        *last = lastv;
        *first = scratch.cells[0];
        return s;
    }
};
}  // namespace geo

int main() {
    geo::Grid<float> g;
    for (int i = 0; i < 100; i++) g.cells[i] = (float)i;
    double last = 0, first = 0;
    double s = g.run(&last, &first);
    std::printf("sum=%.0f last=%.0f scratch_first=%.0f\n", s, last, first);
    return 0;
}
