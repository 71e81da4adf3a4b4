// Header in a subdirectory (included as "h32_sub/h32_kernels.hpp"), itself including a
// header one level up with "../": inline functions and a class template with OpenMP.
#pragma once
#include "../h32_sub_common.hpp"
#include <vector>

namespace k {
template <typename T>
inline T dot(const std::vector<T> &a, const std::vector<T> &b)
{
    T s = T();
#pragma omp parallel for reduction(+ : s)
    for (std::size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
    return s;
}

inline void axpy(double a, const std::vector<double> &x, std::vector<double> &y)
{
#pragma omp parallel for
    for (std::size_t i = 0; i < x.size(); ++i) y[i] += a * x[i];
}

template <typename T>
class Stencil {
public:
    explicit Stencil(int n) : u_(n, T(0)), v_(n, T(0)) {}
    void init()
    {
#pragma omp parallel for
        for (int i = 0; i < (int)u_.size(); ++i) u_[i] = common::bump<T>(i);
    }
    void step(int iters)
    {
        for (int it = 0; it < iters; ++it) {
#pragma omp parallel
            {
#pragma omp for
                for (int i = 1; i < (int)u_.size() - 1; ++i) v_[i] = (u_[i - 1] + u_[i] + u_[i + 1]) / T(3);
#pragma omp for
                for (int i = 1; i < (int)u_.size() - 1; ++i) u_[i] = v_[i];
            }
        }
    }
    T norm1() const { return common::sum_abs(u_); }

private:
    std::vector<T> u_, v_;
};
}  // namespace k
