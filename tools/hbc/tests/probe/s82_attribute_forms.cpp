// OpenMP 5.1's attribute form of directives (session 82's prepass): a comma after the
// directive name and between clauses, `using omp:`, sequences (nested), `parallel loop` on
// the statement's own line (its counter keeps the final value, as the pragma's does),
// standalone directives on a null statement, a declarative `declare simd` and
// `threadprivate`, a critical with a name, an attribute spread over lines, and one inside a
// template. Each behaves as its #pragma form.
// PROBE-OUTPUT: i=1000 a=1998 hits=100 members=2 firsts=2 regions=45 total=999000 counter=1
#include <cstdio>
#include <omp.h>

static int counter = 0;
[[omp::directive(threadprivate(counter))]];

[[omp::directive(declare simd, notinbranch)]] double twice(double x) { return 2 * x; }

template <class T>
T total(const T *v, int n) {
    T s = 0;
    [[omp::directive(parallel for, reduction(+ : s), schedule(dynamic, 8))]]
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

int main() {
    double a[1000];
    int i;
    [[omp::directive(parallel loop, lastprivate(i))]] for (i = 0; i < 1000; i++) a[i] = twice(i);
    long hits = 0, regions = 0;
    [[omp::sequence(directive(parallel num_threads(3), reduction(+ : regions)),
                    sequence(directive(for, reduction(+ : hits))))]]
    for (int k = 0; k < 300; k++) hits += k % 3 == 0, regions += 0;
    int members = 0, firsts = 0;
    [[using omp: directive(parallel, num_threads(2), shared(members, firsts))]]
    {
        [[omp::directive(critical (count))]]
        { members++; }
        [[omp::directive(barrier)]];
        [[omp::directive(single)]]
        { firsts = members; }
        counter += 1;
    }
    [[omp::directive(
        parallel for,
        reduction(+ : regions))]]
    for (int k = 0; k < 10; k++) regions += k;
    std::printf("i=%d a=%g hits=%ld members=%d firsts=%d regions=%ld total=%g counter=%d\n", i, a[999], hits,
                members, firsts, regions, total(a, 1000), counter);
    return 0;
}
