// `lastprivate(conditional: ...)` in C++ (OpenMP allows scalars only): a pointer item (the
// original keeps its value when no iteration assigns it, and gets the last assigning
// iteration's otherwise), scalars that no iteration assigns, two items assigned in different iterations, a
// `for simd` and a loop inside a function template; and an inscan `+` in C++ whose item
// starts at 10.
#include <cstdio>
#include <string>
#include <vector>

template <class T>
T last_match(const std::vector<T> &v, T keep, T mod)
{
#pragma omp parallel for lastprivate(conditional : keep)
    for (size_t i = 0; i < v.size(); ++i)
        if (v[i] % mod == 1) keep = v[i];
    return keep;
}

int main()
{
    const int n = 5000;
    std::vector<int> v(n);
    for (int i = 0; i < n; ++i) v[i] = (i * 7919) % 10007;
    static const char *const names[] = {"a", "b", "c", "d", "e", "f", "g"};
    const char *name = "none", *never = "kept";
    int small = -1, big = -2, untouched = 42;
#pragma omp parallel for lastprivate(conditional : name, never, small, big, untouched)
    for (int i = 0; i < n; ++i) {
        if (v[i] < 5) small = v[i];
        if (v[i] > 10000) big = i;
        if (v[i] % 997 == 0) name = names[i % 7];
        if (v[i] < 0) never = names[0];
        if (v[i] < 0) untouched = 0;
    }
    double last = 0;
#pragma omp parallel
    {
#pragma omp for simd lastprivate(conditional : last)
        for (int i = 0; i < n; ++i)
            if (v[i] % 101 == 7) last = v[i] * 0.5;
    }
    long acc = 10;
    std::vector<long> pre(n);
#pragma omp parallel for reduction(inscan, + : acc)
    for (int i = 0; i < n; ++i) {
        acc += v[i] % 13;
#pragma omp scan inclusive(acc)
        pre[i] = acc * 3 + i;
    }
    long h = 0;
    for (int i = 0; i < n; i += 11) h = h * 17 + pre[i];
    std::printf("name=%s never=%s small=%d big=%d untouched=%d last=%g tmpl=%ld acc=%ld h=%ld\n", name,
                never, small, big, untouched, last, last_match<long>(std::vector<long>(v.begin(), v.end()), -5L, 9L),
                acc, h);
    return 0;
}
