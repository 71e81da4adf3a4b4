// Minimal: collapse(D) with D a template non-type parameter (a constant in every
// instantiation) is rejected: "collapse() needs a constant".
#include <cstdio>

template <int D>
long count(int n)
{
    long s = 0;
#pragma omp parallel for collapse(D) reduction(+:s)
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) s += i ^ j;
    return s;
}

int main()
{
    std::printf("s=%ld\n", count<2>(100));
    return 0;
}
