// Loop statements of unusual shape: a body that is a try block with no braces around it,
// an unbraced if/else chain, a switch, a body with #ifdef _OPENMP inside, index types
// written with decltype and size_type, a dependent difference_type index in a template,
// and a bound computed by an immediately invoked lambda.
#include <cstdio>
#include <stdexcept>
#include <vector>

template <typename C>
long sumEven(const C &c)
{
    long s = 0;
#pragma omp parallel for reduction(+ : s)
    for (typename C::difference_type i = 0; i < (typename C::difference_type)c.size(); i += 2) s += c[i];
    return s;
}

static int risky(int i)
{
    if (i % 50 == 7) throw std::out_of_range("x");
    return i % 9;
}

int main()
{
    const int N = 12000;
    std::vector<int> out(N), kind(N);
#pragma omp parallel for
    for (int i = 0; i < N; ++i) try {
            out[i] = risky(i);
        } catch (const std::out_of_range &) {
            out[i] = -1;
        }
#pragma omp parallel for
    for (int i = 0; i < N; ++i)
        if (i % 3 == 0)
            kind[i] = 1;
        else if (i % 3 == 1)
            kind[i] = 2;
        else
            kind[i] = out[i] > 4 ? 3 : 4;
    std::vector<int> sw(N);
#pragma omp parallel for
    for (int i = 0; i < N; ++i) switch (i % 4) {
        case 0: sw[i] = 10; break;
        case 1: sw[i] = out[i]; break;
        default: sw[i] = -kind[i];
        }
    std::vector<long> fl(N);
#pragma omp parallel for
    for (decltype(fl.size()) i = 0; i < fl.size(); ++i) {
#ifdef _OPENMP
        fl[i] = (long)i * 2;
#else
        fl[i] = (long)i + (long)i;
#endif
    }
    const int n = 777;
    long s5 = 0;
#pragma omp parallel for reduction(+ : s5)
    for (int i = 0; i < [&] { return n * 2; }(); ++i) s5 += i;
    long s1 = 0, s2 = 0, s3 = 0, s6 = 0;
    for (int i = 0; i < N; ++i) {
        s1 += out[i];
        s2 += kind[i];
        s3 += sw[i];
        s6 += fl[i];
    }
    std::printf("s1=%ld s2=%ld s3=%ld s6=%ld s5=%ld e=%ld,%ld\n", s1, s2, s3, s6, s5, sumEven(out), sumEven(fl));
    return 0;
}
