// PROBE-ACCEPT: rejected a reference written in a target (docs/hbc.md, Device constructs)
// Minimal: a C++ reference to a local scalar, written in a `target` that names it in no map
// clause. The scalar is firstprivate on the target (g++ -fopenmp: x=5); hbc skips variables
// of reference type in its copy check and writes the original (x=50).
#include <cstdio>
// PROBE-OUTPUT: x=5
int main() {
    int x = 5;
    int &r = x;
#pragma omp target
    { r = 50; }
    std::printf("x=%d\n", x);
    return 0;
}
