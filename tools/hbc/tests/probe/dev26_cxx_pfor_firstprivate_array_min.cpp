// Minimal: a C array in `firstprivate` on a C++ combined loop: `target teams distribute
// parallel for firstprivate(c)` (a coefficient table, as offload codes pass one), which
// hbc runs as `parallel for firstprivate(c)`. hbc++'s output initialises the copy with
// `std::remove_reference<decltype(c)>::type c = __hb_fp_c_1;`, which g++ refuses ("array
// must be initialized with a brace-enclosed initializer"). The same with a plain
// `#pragma omp parallel for firstprivate(c)` fails the same way (not device-specific).
#include <cstdio>
int main() {
    double c[3] = {1, 2, 3}, out[9];
#pragma omp target teams distribute parallel for firstprivate(c) map(from: out[0:9])
    for (int i = 0; i < 9; i++) out[i] = c[i % 3];
    std::printf("%g %g\n", out[4], out[8]);
    return 0;
}
