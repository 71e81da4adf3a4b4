// Lambdas defined in a team-mode region (thread ids at region level) that hold worksharing
// constructs, called by every member: a reduction into a region variable, a generic lambda
// over the element type, `single` with copyprivate, `sections`, `critical`, and a lambda
// called twice with a barrier between the calls. (A generic lambda with a reduction on a
// captured variable is refused by clang 14 itself: "reduction variable must be shared".)
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

int main()
{
    const int n = 5000;
    std::vector<double> x(n), y(n);
    double total = 0, norm = 0;
    long picks = 0, crit = 0;
    int seen[64] = {0};
#pragma omp parallel
    {
        seen[omp_get_thread_num() & 63] = 1;
        double local = 0;
        auto fill = [&](double w) {
#pragma omp for schedule(dynamic, 64)
            for (int i = 0; i < n; i++) x[i] = w * (i % 13);
        };
        auto dot = [&](const std::vector<double> &u, const std::vector<double> &v) {
#pragma omp for reduction(+ : total)
            for (int i = 0; i < n; i++) total += u[i] * v[i];
        };
        auto pick = [&]() {
            long p = 0;
#pragma omp single copyprivate(p)
            p = 42;
            return p;
        };
        auto both = [&]() {
#pragma omp sections
            {
#pragma omp section
                for (int i = 0; i < n; i++) y[i] = 1.0;
#pragma omp section
                {
#pragma omp critical
                    crit += 1;
                }
            }
        };
        fill(1.0);
        both();
        dot(x, y);
        local = total;
        fill(2.0);
#pragma omp barrier
#pragma omp single
        norm = local;
        long p = pick();
#pragma omp atomic
        picks += p == 42;
    }
    int members = 0;
    for (int k = 0; k < 64; k++) members += seen[k];
    // the reduced dot product, read by every member after the loop's barrier
    std::printf("dot=%.1f norm=%.1f picks_all=%d crit=%ld\n", total, norm, picks == members, crit);
    return 0;
}
