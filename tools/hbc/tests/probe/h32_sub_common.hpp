// Helper header for h32_header_subdir.cpp, reached from h32_sub/h32_kernels.hpp via "../".
#pragma once
#include <cmath>
#include <vector>

namespace common {
template <typename T>
inline T bump(int i)
{
    return T((i % 50) * (i % 50)) / T(100);
}
template <typename T>
inline T sum_abs(const std::vector<T> &v)
{
    T s = T();
#pragma omp parallel for reduction(+ : s)
    for (std::size_t i = 0; i < v.size(); ++i) s += v[i] < T(0) ? -v[i] : v[i];
    return s;
}
}  // namespace common
