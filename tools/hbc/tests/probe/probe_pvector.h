// A GAPBS pvector.h-like header of the probe folder: a class template whose constructor and
// fill() hold `#pragma omp parallel for` (used by gapbs_pvector_header.cpp).
#ifndef PROBE_PVECTOR_H_
#define PROBE_PVECTOR_H_
#include <cstddef>

template <typename T_>
class pvector {
 public:
  pvector(size_t num_elements, T_ init_val) : start_(new T_[num_elements]), end_(start_ + num_elements) {
    fill(init_val);
  }
  ~pvector() { delete[] start_; }
  void fill(T_ init_val) {
#pragma omp parallel for
    for (T_ *ptr = start_; ptr < end_; ptr++) *ptr = init_val;
  }
  T_ &operator[](size_t n) { return start_[n]; }
  size_t size() const { return end_ - start_; }

 private:
  T_ *start_;
  T_ *end_;
};
#endif
