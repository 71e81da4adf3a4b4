// The pi-with-partial-sums idiom written in C++: a std::vector<double> sized by
// omp_get_max_threads() before the region, an omp_set_num_threads(NUM_THREADS) request,
// each thread's tid/nthreads inside the region with a cyclic loop, and the sum over the
// team size actually obtained (recorded by the thread whose id is 0). A second member
// function does the same with a block split and std::accumulate.
#include <cstdio>
#include <numeric>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
inline int omp_get_thread_num() { return 0; }
inline int omp_get_num_threads() { return 1; }
inline int omp_get_max_threads() { return 1; }
inline void omp_set_num_threads(int) {}
#endif

#define NUM_THREADS 4

class PiIntegrator {
public:
    explicit PiIntegrator(long steps) : num_steps_(steps), step_(1.0 / steps) {}

    double cyclic() const
    {
        std::vector<double> partial(omp_get_max_threads() > NUM_THREADS ? omp_get_max_threads() : NUM_THREADS, 0.0);
        int nthreads = 0;
#pragma omp parallel
        {
            int id = omp_get_thread_num();
            int nthrds = omp_get_num_threads();
            if (id == 0) nthreads = nthrds;
            double s = 0.0;
            for (long i = id; i < num_steps_; i += nthrds) {
                double x = (i + 0.5) * step_;
                s += 4.0 / (1.0 + x * x);
            }
            partial[id] = s;
        }
        double pi = 0.0;
        for (int i = 0; i < nthreads; ++i) pi += partial[i] * step_;
        return pi;
    }

    double blocked() const
    {
        std::vector<double> partial(omp_get_max_threads() > NUM_THREADS ? omp_get_max_threads() : NUM_THREADS, 0.0);
#pragma omp parallel
        {
            const int id = omp_get_thread_num();
            const int nt = omp_get_num_threads();
            const long lo = num_steps_ * id / nt, hi = num_steps_ * (id + 1) / nt;
            double s = 0.0;
            for (long i = lo; i < hi; ++i) s += f((i + 0.5) * step_);
            partial[id] = s;
        }
        return std::accumulate(partial.begin(), partial.end(), 0.0) * step_;
    }

private:
    static double f(double x) { return 4.0 / (1.0 + x * x); }
    long num_steps_;
    double step_;
};

int main()
{
    omp_set_num_threads(NUM_THREADS);
    PiIntegrator p(500000);
    std::printf("cyclic %.10f\nblocked %.10f\n", p.cyclic(), p.blocked());
    return 0;
}
