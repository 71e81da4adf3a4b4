// Under -fsanitize=undefined the prelude defines HB_UBSAN_TLS_WORKAROUND: gcc 12 tested its
// null check of the runtime's thread-local block on stale flags and reported "member access
// within null pointer" of the runtime's per-thread block for this loop at -O1 (helper-124,
// session 76, reduced from HPCG); with the check made fatal, a false report fails the run.
// FLAGS: -O1 -fsanitize=undefined -fno-sanitize-recover=undefined
// EXPECT-TRANSLATION: #define HB_UBSAN_TLS_WORKAROUND 1
// EXPECT-OUTPUT: 10000000.0
#include <cstdio>
#include <vector>
static double dot(const std::vector<double> &x, const std::vector<double> &y) {
    double s = 0.0;
#pragma omp parallel for reduction(+: s)
    for (int i = 0; i < (int)x.size(); i++) s += x[i] * y[i];
    return s;
}
int main() {
    std::vector<double> x(100000, 1.0), y(100000, 2.0);
    double t = 0;
    for (int r = 0; r < 50; r++) t += dot(x, y);
    std::printf("%.1f\n", t);
    return 0;
}
