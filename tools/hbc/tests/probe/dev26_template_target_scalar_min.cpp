// PROBE-ACCEPT: rejected a template-dependent local written in a target (docs/hbc.md, Device constructs)
// Minimal: in a function template, a local of the template's type written in a `target`
// that names it in no map clause; instantiated with int it is a scalar, firstprivate on the
// target (g++ -fopenmp: t=3). hbc gives no copy (the pattern's type is dependent) and writes
// the original: t=6.
#include <cstdio>
// PROBE-OUTPUT: t=3
template <class T> T twice(T v) {
    T t = v;
#pragma omp target
    { t = t + t; }
    return t;
}
int main() {
    std::printf("t=%d\n", twice(3));
    return 0;
}
