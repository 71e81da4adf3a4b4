#pragma once
#include <vector>
#include "../sub/util.hpp"
template <class T> T psum(const std::vector<T> &v) {
  T s = 0;
#pragma omp parallel for reduction(+:s)
  for (long i = 0; i < (long)v.size(); i++) s += twice(v[i]);
  return s;
}
inline void bump(std::vector<int> &v) {
#pragma omp parallel for
  for (long i = 0; i < (long)v.size(); i++) {
#pragma omp atomic
    v[i % 4] += 1;
  }
}
