// collapse depth from a constexpr variable and loop bounds and steps from template
// parameters and constexpr members, in a function template instantiated twice, in a
// plain `parallel for` and in a region that splits work by omp_get_thread_num() (team
// mode), with a lastprivate loop variable.
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif

constexpr int DEPTH = 2;

struct Dims {
    static constexpr int R = 13;
    static constexpr int C = 9;
};

template <int R, int C, int S>
long grid_sum(int team, int *last_i)
{
    long s = 0;
    int i, pro = 0;
    if (!team) {
#pragma omp parallel for collapse(DEPTH) reduction(+ : s) lastprivate(i)
        for (i = 0; i < R; i += S)
            for (int j = C; j > 0; j -= S) s += i * 100 + j;
    } else {
#pragma omp parallel reduction(+ : pro)
        {
            int t = omp_get_thread_num(), n = omp_get_num_threads();
            for (int k = t; k < 5; k += n) pro += k;
#pragma omp for collapse(DEPTH) reduction(+ : s) lastprivate(i) schedule(dynamic, 2)
            for (i = 0; i < R; i += S)
                for (int j = C; j > 0; j -= S) s += i * 100 + j;
        }
        s += 1000000 * (pro != 10);
    }
    *last_i = i;
    return s;
}

int main()
{
    int li = -1;
    long a = grid_sum<Dims::R, Dims::C, 1>(0, &li);
    std::printf("a s=%ld i=%d\n", a, li);
    long b = grid_sum<Dims::R, Dims::C, 2>(0, &li);
    std::printf("b s=%ld i=%d\n", b, li);
    long c = grid_sum<Dims::R, Dims::C, 1>(1, &li);
    std::printf("c s=%ld i=%d\n", c, li);
    long d = grid_sum<7, 20, 3>(1, &li);
    std::printf("d s=%ld i=%d\n", d, li);
    return 0;
}
