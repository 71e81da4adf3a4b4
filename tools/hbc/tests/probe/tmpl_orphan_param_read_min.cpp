// Minimal: a by-value parameter read in an orphaned `omp for` of a function template is
// re-declared uninitialised in the range body (treated as region-private scratch):
// segfault at any worker count. The dependent `+=` makes hbc count the parameter as written.
#include <cstdio>
static double result;
template <typename T>
static void addup(const T *x, int n)
{
    T local = 0;
#pragma omp for
    for (int i = 0; i < n; ++i) local += x[i];
#pragma omp atomic
    result += local;
}
int main()
{
    static double x[1000];
    for (int i = 0; i < 1000; ++i) x[i] = i;
#pragma omp parallel
    addup(x, 1000);
    std::printf("%.1f\n", result);
    return 0;
}
