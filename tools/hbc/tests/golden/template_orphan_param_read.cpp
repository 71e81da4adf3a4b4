// A pointer parameter read in a function template's orphaned loop (a dependent p[i], no
// implicit casts in the pattern) is read, not written: the loop is the hand-made reduction.
// EXPECT-TRANSLATION: reduce_range
// EXPECT-OUTPUT: 499500.0
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
