// A C++ class whose methods open regions and call each other: Grid::smooth() runs a
// `parallel for` over rows, Grid::norm() a `parallel reduction`; Solver::run() opens a
// region of 2 threads in which each thread smooths and measures its own Grid (a member of
// a per-thread vector), so smooth()/norm() are nested (teams of one). They are also
// called at top level. Inner team sizes are checked through a member counter.
#include <cstdio>
#include <vector>
#include <omp.h>

class Grid {
public:
    explicit Grid(int n, double v) : n_(n), a_(n * n, v), b_(n * n, 0.0) {}
    void smooth()
    {
#pragma omp parallel for
        for (int i = 1; i < n_ - 1; i++)
            for (int j = 1; j < n_ - 1; j++)
                b_[i * n_ + j] = 0.25 * (a_[(i - 1) * n_ + j] + a_[(i + 1) * n_ + j] +
                                         a_[i * n_ + j - 1] + a_[i * n_ + j + 1]);
        a_.swap(b_);
    }
    double norm()
    {
        double s = 0;
#pragma omp parallel reduction(+ : s)
        {
            if (omp_get_num_threads() > 1 && omp_in_parallel() && omp_get_level() > 1) wide_++;
#pragma omp for
            for (int k = 0; k < n_ * n_; k++) s += a_[k] * a_[k];
        }
        return s;
    }
    int wide() const { return wide_; }

private:
    int n_;
    std::vector<double> a_, b_;
    int wide_ = 0;
};

class Solver {
public:
    Solver() : grids_{Grid(40, 1.0), Grid(40, 2.0)} {}
    void run(int steps, double out[2])
    {
#pragma omp parallel num_threads(2)
        {
            int t = omp_get_thread_num();
            Grid &g = grids_[t];
            for (int s = 0; s < steps; s++) g.smooth();
            out[t] = g.norm();
        }
    }
    int wide() const { return grids_[0].wide() + grids_[1].wide(); }

private:
    std::vector<Grid> grids_;
};

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: top=1391.0625 nested0=1391.0625 nested1=5564.2500 wide=0
int main()
{
    Grid g(40, 1.0);
    for (int s = 0; s < 3; s++) g.smooth();
    double top = g.norm();
    Solver sol;
    double out[2];
    sol.run(3, out);
    std::printf("top=%.4f nested0=%.4f nested1=%.4f wide=%d\n", top, out[0], out[1], sol.wide());
    return 0;
}
