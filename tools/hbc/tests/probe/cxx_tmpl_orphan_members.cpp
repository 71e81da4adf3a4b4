// Orphaned worksharing loops in member functions of a class template (miniFE's C++ style):
// `axpy`, `dot` (an orphaned `omp for` into a local partial added with `atomic` to a member
// accumulator reset in a `single`) and `scale` are members with `#pragma omp for`, called from one region in a
// solver member function; a second region calls them after a region-level
// omp_get_thread_num() bookkeeping line (team mode), and a third call is from sequential
// code (no team).
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

template <typename T>
class Ops {
public:
    explicit Ops(int n) : n_(n) {}
    void axpy(T a, const std::vector<T> &x, std::vector<T> &y) const
    {
#pragma omp for
        for (int i = 0; i < n_; ++i) y[i] += a * x[i];
    }
    T dot(const std::vector<T> &x, const std::vector<T> &y)
    {
#pragma omp single
        acc_ = T(0);
        T local = T(0);
#pragma omp for
        for (int i = 0; i < n_; ++i) local += x[i] * y[i];
#pragma omp atomic
        acc_ += local;
#pragma omp barrier
        return acc_;
    }
    void scale(T a, std::vector<T> &x) const
    {
#pragma omp for nowait
        for (int i = 0; i < n_; ++i) x[i] *= a;
#pragma omp barrier
    }

private:
    int n_;
    T acc_ = T(0);
};

template <typename T>
struct Solver {
    Ops<T> ops;
    std::vector<T> x, y;
    explicit Solver(int n) : ops(n), x(n), y(n)
    {
        for (int i = 0; i < n; ++i) { x[i] = T(i % 7) / T(8); y[i] = T(1); }
    }
    T run(int iters, int *seen_master)
    {
        T last = 0;
#pragma omp parallel
        {
            for (int it = 0; it < iters; ++it) {
                ops.axpy(T(0.5), x, y);
                T d = ops.dot(x, y);
                ops.scale(T(1) / (T(1) + d / T(10000)), y);
#pragma omp master
                last = d;
            }
        }
#pragma omp parallel
        {
            if (omp_get_thread_num() == 0) *seen_master += 1;
            T d = ops.dot(y, y);
#pragma omp master
            last += d;
        }
        return last + ops.dot(x, x);
    }
};

int main()
{
    int seen = 0;
    Solver<double> s(6000);
    double r = s.run(5, &seen);
    Solver<float> f(100);
    float rf = f.run(2, &seen);
    std::printf("r=%.6f rf=%.3f seen=%d\n", r, (double)rf, seen);
    return 0;
}
