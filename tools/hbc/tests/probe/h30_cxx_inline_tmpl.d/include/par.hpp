#pragma once
#include <vector>
#include <cstddef>
namespace par {
template <class T>
T sum(const std::vector<T> &v) {
    T s = T();
#pragma omp parallel for reduction(+:s)
    for (std::size_t i = 0; i < v.size(); ++i) s += v[i];
    return s;
}
template <class T, class F>
void transform(std::vector<T> &v, F f) {
#pragma omp parallel for
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = f(v[i]);
}
inline long count_if_pos(const std::vector<double> &v) {
    long c = 0;
#pragma omp parallel for reduction(+:c)
    for (std::size_t i = 0; i < v.size(); ++i) c += v[i] > 0;
    return c;
}
inline int hits = 0;
inline void hit() {
#pragma omp atomic
    hits++;
}
}
