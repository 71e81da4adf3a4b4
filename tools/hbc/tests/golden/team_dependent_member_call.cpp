// A region in a class template calling, through a member of dependent type, a member
// function that holds an orphaned barrier: the pattern names no callee, so the region runs
// in team mode (it aborted at the barrier in heartbeat mode).
// EXPECT-TRANSLATION: team_run
// EXPECT-OUTPUT: positive=1
#include <cstdio>

template <typename T>
struct Ops {
    T acc = 0;
    void add(T v)
    {
#pragma omp atomic
        acc += v;
#pragma omp barrier
    }
};

template <typename T>
struct Solver {
    Ops<T> ops;
    T run()
    {
#pragma omp parallel
        ops.add(T(1));
        return ops.acc > 0;
    }
};

int main()
{
    Solver<double> s;
    std::printf("positive=%d\n", (int)s.run());
    return 0;
}
