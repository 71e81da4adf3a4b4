// PROBE-ACCEPT: rejected a C++ array firstprivate on a plain target (docs/hbc.md)
// Minimal: a C array in `firstprivate` on a plain `target` in C++. OpenMP: the region
// works on a copy (g++ -fopenmp: out=15 c0=1). hbc++ rewrites the target into
// `task if(0) firstprivate(c)` and refuses: "private copy of array 'c' on 'task' is not
// supported in C++" (a refusal docs/hbc.md does not list for `target`; the message names
// the rewritten 'task').
#include <cstdio>
// PROBE-OUTPUT: out=15 c0=1
int main() {
    double c[3] = {1, 2, 3}, out = 0;
#pragma omp target firstprivate(c) map(tofrom: out)
    { c[0] = 10; out = c[0] + c[1] + c[2]; }
    std::printf("out=%g c0=%g\n", out, c[0]);
    return 0;
}
