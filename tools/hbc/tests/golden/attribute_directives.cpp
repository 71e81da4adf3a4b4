// The attribute form of directives (OpenMP 5.1, C++): the prepass writes each as its pragma.
// On a line of its own it becomes a `#pragma omp` line (the comma after the directive name
// dropped, and the `;` a standalone directive is written on); sharing its line with code,
// or as a sequence, `_Pragma` operators, after the rewrites a pragma gets (`parallel loop`
// becomes `parallel for`). Before session 82 clang 14 stopped at the comma.
// EXPECT-OUTPUT: s=499500 t=9900 n=1 i=100
// EXPECT-NO-TRANSLATION: omp::
// EXPECT-NO-TRANSLATION: using omp
#include <cstdio>
#include <omp.h>
int main() {
    long s = 0, t = 0;
    int n = 0, i;
    [[omp::directive(parallel for, reduction(+ : s))]]
    for (int k = 0; k < 1000; k++) s += k;
    [[omp::directive(parallel loop, lastprivate(i), reduction(+ : t))]] for (i = 0; i < 100; i++) t += 2 * i;
    [[omp::sequence(directive(parallel num_threads(2)), directive(single))]]
    { n += 1; }
    [[using omp: directive(parallel)]]
    {
        [[omp::directive(barrier)]];
    }
    std::printf("s=%ld t=%ld n=%d i=%d\n", s, t, n, i);
    return 0;
}
