// A 2-D Laplace solver as a C++ class, the shape many course codes have: the grid is a
// std::vector<double> member, sweep() contains a `parallel for collapse(2)
// reduction(max:err)`, a member function opens a region with `omp for` + `single` to swap
// the buffers (std::swap on members), and a const member computes a checksum with
// reduction(+:). Runs a fixed number of iterations and also reports the iteration where the
// error first dropped below 1e-3.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>

class Laplace {
public:
    Laplace(int n, int m) : n_(n), m_(m), a_(n * m, 0.0), anew_(n * m, 0.0)
    {
        for (int j = 0; j < m_; ++j) a_[j] = anew_[j] = 1.0;
        for (int i = 0; i < n_; ++i) a_[i * m_] = anew_[i * m_] = 0.5;
    }

    double sweep()
    {
        double err = 0.0;
#pragma omp parallel for collapse(2) reduction(max : err)
        for (int i = 1; i < n_ - 1; ++i)
            for (int j = 1; j < m_ - 1; ++j) {
                anew_[i * m_ + j] = 0.25 * (a_[i * m_ + j + 1] + a_[i * m_ + j - 1] + a_[(i - 1) * m_ + j] + a_[(i + 1) * m_ + j]);
                err = std::max(err, std::fabs(anew_[i * m_ + j] - a_[i * m_ + j]));
            }
        return err;
    }

    void copy_back_and_swap()
    {
#pragma omp parallel
        {
#pragma omp for
            for (int i = 1; i < n_ - 1; ++i)
                for (int j = 1; j < m_ - 1; ++j) anew_[i * m_ + j] = 0.5 * (anew_[i * m_ + j] + anew_[i * m_ + j]);
#pragma omp single
            std::swap(a_, anew_);
        }
    }

    double checksum() const
    {
        double s = 0.0;
#pragma omp parallel for reduction(+ : s)
        for (int k = 0; k < n_ * m_; ++k) s += a_[k] * ((k % 7) + 1);
        return s;
    }

private:
    int n_, m_;
    std::vector<double> a_, anew_;
};

int main()
{
    Laplace L(64, 48);
    int first_below = -1;
    double err = 1.0;
    for (int it = 0; it < 300; ++it) {
        err = L.sweep();
        L.copy_back_and_swap();
        if (first_below < 0 && err < 1e-3) first_below = it;
    }
    std::printf("err=%.8f first_below=%d checksum=%.6f\n", err, first_below, L.checksum());
    return 0;
}
