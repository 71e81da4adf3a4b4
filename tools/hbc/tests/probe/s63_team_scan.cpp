// C++: `reduction(inscan, ...)` and `lastprivate(conditional: ...)` on `for` loops of a
// team-mode region (the body asks the thread number), in a function template and with
// std::vector storage: one member runs each loop whole, in order, on the shared items.
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

template <class T>
T scan_and_pick(const std::vector<T> &a, std::vector<T> &incl, T start, int &picked)
{
    T x = start;
    int pick = -1;
    std::vector<int> seen(256, 0);
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for reduction(inscan, + : x)
        for (size_t i = 0; i < a.size(); ++i) {
            x += a[i];
#pragma omp scan inclusive(x)
            incl[i] = x;
        }
#pragma omp for lastprivate(conditional : pick)
        for (int i = 0; i < (int)a.size(); ++i)
            if ((long)(incl[i] * 4) % 10 == 3) pick = i;
    }
    picked = pick + seen[0] * 0;
    return x;
}

int main()
{
    const int n = 3000;
    std::vector<long> a(n), incl(n);
    for (int i = 0; i < n; ++i) a[i] = (i * 13) % 7 - 2;
    int picked = 0;
    const long x = scan_and_pick<long>(a, incl, 1000, picked);
    std::vector<double> d(n), dincl(n);
    for (int i = 0; i < n; ++i) d[i] = 0.25 * ((i * 5) % 9);
    int dpick = 0;
    const double dx = scan_and_pick<double>(d, dincl, 0.5, dpick);
    long h = 0;
    for (int i = 0; i < n; i += 9) h = h * 7 + incl[i];
    std::printf("x=%ld picked=%d dx=%.2f dpick=%d dlast=%.2f h=%ld\n", x, picked, dx, dpick, dincl[n - 1], h);
    return 0;
}
