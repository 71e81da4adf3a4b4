// C++ (g++ extension) reductions on `double _Complex` / `float _Complex` items with + and
// *, a `long double` min/max, `bool` && / ||, `int8_t` loop variable going down and a
// `wchar_t`/`char16_t` sum, in a function template instantiated for two types.
#include <cstdint>
#include <cstdio>

template <typename T>
static T mk(double re, double im)
{
    T z;
    __real__ z = re;
    __imag__ z = im;
    return z;
}

template <typename T>
static T cmul(int n)
{
    T z = 1;
#pragma omp parallel for reduction(* : z)
    for (int i = 0; i < n; i++) {
        T f = (i % 4 == 1) ? mk<T>(0, 1) : ((i % 6 == 0) ? mk<T>(-1, 0) : mk<T>(1, 0));
        z *= f;
    }
    return z;
}

int main(int argc, char **)
{
    int n = 6000 + argc - 1;
    double _Complex zs = 0;
    long double lmx = -1e4000L, lmn = 1e4000L;
    bool all = true, any = false;
    long c16 = 0;
#pragma omp parallel for reduction(+ : zs) reduction(max : lmx) reduction(min : lmn) \
    reduction(&& : all) reduction(|| : any) reduction(+ : c16)
    for (int i = 0; i < n; i++) {
        zs += mk<double _Complex>(i % 5, i % 2);
        long double v = (long double)(i % 77) * 1e1000L;
        lmx = v > lmx ? v : lmx;
        lmn = v < lmn ? v : lmn;
        all = all && (i >= 0);
        any = any || (i == 4321);
        char16_t ch = char16_t(i % 60000);
        c16 += ch;
    }
    long s8 = 0;
    std::int8_t k;
#pragma omp parallel for reduction(+ : s8) lastprivate(k)
    for (k = 60; k > -50; k -= 3)
        s8 += k;
    double _Complex p = cmul<double _Complex>(n);
    float _Complex q = cmul<float _Complex>(n);
    std::printf("zs=%.1f%+.1fi lmx=%.2Le lmn=%.2Le all=%d any=%d c16=%ld s8=%ld k=%d\n",
                __real__ zs, __imag__ zs, lmx, lmn, all, any, c16, s8, int(k));
    std::printf("p=%.1f%+.1fi q=%.1f%+.1fi\n", __real__ p + 0.0, __imag__ p + 0.0,
                double(__real__ q) + 0.0, double(__imag__ q) + 0.0);
    return 0;
}
