// A function template with C89-style declarations at the top and team-mode regions
// (region-level thread id, and a static-schedule loop whose body asks its thread number):
// an index of the template's type, private inner counters, min/max reductions of T, a
// named critical merging per-member partials, and ordered output over a collapse(2)
// nest whose indices are declared before it. Instantiated for int and double.
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

template <typename T>
static void stats(const T *v, int n, const char *tag)
{
    int i, j, k;
    T lo, hi, sum;
    long parts, order_sum;
    lo = v[0];
    hi = v[0];
    sum = 0;
    parts = 0;
    order_sum = 0;
#pragma omp parallel private(k)
    {
        T mine = 0;
        int me = omp_get_thread_num();
#pragma omp for schedule(static, 3) reduction(min : lo) reduction(max : hi)
        for (i = 0; i < n; i++) {
            if (v[i] < lo) lo = v[i];
            if (v[i] > hi) hi = v[i];
            for (k = 0; k < 2; k++) mine += v[i];
        }
#pragma omp critical(tmerge)
        {
            sum += mine;
            parts += me >= 0;
        }
#pragma omp barrier
#pragma omp for collapse(2) ordered schedule(static, 2)
        for (i = 0; i < 4; i++)
            for (j = 0; j < 3; j++) {
#pragma omp ordered
                order_sum = order_sum * 3 + (i * 3 + j) % 5;
            }
    }
    std::printf("%s lo=%g hi=%g sum=%g parts_pos=%d order=%ld\n", tag, (double)lo, (double)hi,
                (double)sum, parts > 0, order_sum);
}

int main()
{
    int iv[50];
    double dv[50];
    int i;
    for (i = 0; i < 50; i++) {
        iv[i] = (i * 37) % 41 - 20;
        dv[i] = iv[i] * 0.25;
    }
    stats(iv, 50, "int");
    stats(dv, 50, "double");
    return 0;
}
