// A lambda defined outside any region that holds an orphaned `omp for` (with a reduction)
// and an orphaned `single`, called by every thread of a region that also splits work by
// omp_get_thread_num() (team mode): the loop's iterations are shared among the team (each
// done once), and the single block runs once per call.
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif
#define N 3000

static int hits[N];
static long total = 0;

int main()
{
    int singles = 0;
    auto sweep = [&](int pass) {
#pragma omp for reduction(+ : total)
        for (int i = 0; i < N; i++) {
            hits[i]++;
            total += i % 7 + pass;
        }
#pragma omp single
        {
            singles++;
        }
    };
    int parts[64] = {0};
#pragma omp parallel
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < 64; i += n) parts[i] = i;
        sweep(1);
        sweep(2);
    }
    long ps = 0;
    int ok = 1;
    for (int i = 0; i < 64; i++) ps += parts[i];
    for (int i = 0; i < N; i++) ok &= hits[i] == 2;
    std::printf("parts=%ld hits-ok=%d singles=%d\n", ps, ok, singles);
    std::printf("total=%ld\n", total);
    return 0;
}
