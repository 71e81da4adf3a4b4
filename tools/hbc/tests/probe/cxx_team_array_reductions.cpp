// Team-mode regions in C++ (a thread id at region level) with array reductions: a section of
// a std::vector's data through a pointer, a whole array in a function template over the
// element type, a member function's local histogram, max over a section, and sections with
// firstprivate, lastprivate and a reduction together.
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

static int seen[64];

template <class T, int B>
T binned_total(int n)
{
    T bins[B] = {};
#pragma omp parallel
    {
        seen[omp_get_thread_num() & 63] = 1;
#pragma omp for reduction(+ : bins)
        for (int i = 0; i < n; i++) bins[i % B] += T(i) / T(4);
    }
    T s = 0;
    for (int b = 0; b < B; b++) s += bins[b] * T(b + 1);
    return s;
}

struct Histogram {
    int nbins;
    explicit Histogram(int b) : nbins(b) {}
    long run(const std::vector<int> &data) const
    {
        long h[8] = {0};
        int top[8];
        for (int b = 0; b < 8; b++) top[b] = -1;
#pragma omp parallel
        {
            seen[omp_get_thread_num() & 63] = 1;
#pragma omp for reduction(+ : h[0:8]) reduction(max : top[2:4]) schedule(guided)
            for (size_t i = 0; i < data.size(); i++) {
                h[data[i] % nbins] += 1;
                int slot = 2 + (int)(i % 4);
                if (data[i] > top[slot]) top[slot] = data[i];
            }
        }
        long s = 0;
        for (int b = 0; b < 8; b++) s += h[b] * (b + 1) + top[b];
        return s;
    }
};

int main()
{
    const int n = 4000;
    std::vector<double> v(32, 0.0);
    double *p = v.data();
    int off = 4, len = 20;
#pragma omp parallel
    {
        seen[omp_get_thread_num() & 63] = 1;
#pragma omp for reduction(+ : p[off:len])
        for (int i = 0; i < n; i++) p[off + i % len] += 0.25 * (i % 7);
    }
    double vs = 0;
    for (int k = 0; k < 32; k++) vs += v[k] * (k + 1);
    std::printf("vector=%.2f\n", vs);
    std::printf("tmpl_d=%.3f tmpl_l=%ld\n", binned_total<double, 5>(n), binned_total<long, 3>(n));
    std::vector<int> data(n);
    for (int i = 0; i < n; i++) data[i] = (i * 37) % 101;
    std::printf("hist=%ld\n", Histogram(8).run(data));

    int first = 10, last = -1;
    long sec[2] = {0, 0};
#pragma omp parallel
    {
        seen[omp_get_thread_num() & 63] = 1;
#pragma omp sections firstprivate(first) lastprivate(last) reduction(+ : sec)
        {
#pragma omp section
            { sec[0] += first; last = first + 1; }
#pragma omp section
            { sec[1] += 2 * first; last = first + 2; }
        }
    }
    std::printf("sections=%ld,%ld last=%d\n", sec[0], sec[1], last);
    return 0;
}
