// Minimal: a region in a class template calls, through a member of dependent type
// (`Ops<T> ops`), a member function holding an orphaned `barrier`. The callee cannot be
// resolved in the template pattern, so the region is not put in team mode, and the run
// stops at the barrier ("reached from a heartbeat-mode parallel region"). The same region
// in a non-template class runs in team mode and is right.
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
