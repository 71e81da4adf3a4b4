// A team-mode firstprivate of a dependent reference (`S &a`) that an instantiation makes a
// reference to an array: the copy, declared once for the template by decltype, would be an
// array initialised from an array, which C++ does not compile. hbc refuses it at the
// construct (team_firstprivate_dependent_reference.cpp is the class case it takes).
// EXPECT-ERROR: team-mode region: firstprivate copy of 'a' (a reference, variable-length or dependent type, or a C++ array of no fixed size) is not supported
// EXPECT-ERROR-LINE: 12
#include <omp.h>
#include <cstdio>
template <typename S>
double run(S &a, long n) {
    double total = 0;
#pragma omp parallel firstprivate(a) shared(total)
    {
        double local = 0 * omp_get_thread_num();
#pragma omp for
        for (long i = 0; i < n; ++i) local += a[i % 4];
#pragma omp atomic
        total += local;
    }
    return total;
}
int main() {
    double a[4] = {1, 2, 3, 4};
    std::printf("%.1f\n", run(a, 1000));
    return 0;
}
