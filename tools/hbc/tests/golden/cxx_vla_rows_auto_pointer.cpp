// A pointer to rows of runtime length declared with `auto` (`auto a = (double (*)[c])p;`, the
// spelling g++ and clang++ both accept) is passed to the loop's lambda as the written form
// is (cxx_vla_rows_pointer.cpp): the deduced type does not report itself variably modified,
// so hbc left it to the lambda's capture and g++ stopped with "sorry, unimplemented"
// (helper-100's probe). It is not one of the read-only copies either.
// FLAGS: -std=c++11
// EXPECT-TRANSLATION: using __hb_vt_a_1
// EXPECT-NO-TRANSLATION: __hb_ro_a
// EXPECT-OUTPUT: 5050.0 700.0
#include <cstdio>
#include <vector>
static double f(int r, int c, double *p) {
    auto a = (double (*)[c])p;
    double s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < r; i++) s += a[i][c - 1] + i;
    return s;
}
int main(int argc, char **argv) {
    (void)argv;
    std::vector<double> buf(700, 1.0);
    std::printf("%.1f %.1f\n", f(100, argc + 6, buf.data()), f(1, 700, buf.data()) * 700);
    return 0;
}
