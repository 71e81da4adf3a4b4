// `omp for`, `single` and `barrier` written inside a lambda body that is defined and called
// inside a region that uses omp_get_thread_num() (team mode): the constructs bind to the
// region's team (the lambda is called by every thread). docs/hbc-internals.md refuses directives inside
// a lambda in a team-mode region.
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif
#define N 1000

static double a[N], b[N];

int main()
{
    int singles = 0;
    long parts = 0;
#pragma omp parallel reduction(+ : parts)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < 10; i += n) parts += i;
        auto phase = [&](double w) {
#pragma omp for
            for (int i = 0; i < N; i++) a[i] = i * w;
#pragma omp barrier
#pragma omp for
            for (int i = 1; i < N; i++) b[i] = a[i] - a[i - 1];
#pragma omp single
            singles++;
        };
        phase(1.0);
        phase(2.0);
    }
    double s = 0;
    for (int i = 0; i < N; i++) s += b[i];
    std::printf("parts=%ld singles=%d s=%.1f\n", parts, singles, s);
    return 0;
}
