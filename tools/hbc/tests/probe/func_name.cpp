// __func__ in a parallel loop body of a member function and of a free function (C++).
#include <cstdio>
#include <cstring>

struct Mesh {
    long count(int n) {
        long s = 0;
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) s += std::strlen(__func__) + (i % 2);
        return s;
    }
};

static long tally(int n)
{
    long s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) s += std::strlen(__func__);
    return s;
}

int main()
{
    Mesh m;
    std::printf("count=%ld tally=%ld\n", m.count(1000), tally(1000));
    return 0;
}
