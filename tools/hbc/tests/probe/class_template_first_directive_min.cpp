// Minimal: the first directive of the file is in a member function defined inside a class
// template (GAPBS pvector's constructor). hbc's prelude is inserted between `template <...>`
// and `class`, and g++ fails in <stddef.h> ("template declaration of 'typedef'").
#include <cstdio>

template <typename T>
class Buf {
 public:
  explicit Buf(int n) : p_(new T[n]), n_(n) {
#pragma omp parallel for
    for (int i = 0; i < n; i++) p_[i] = T(i);
  }
  ~Buf() { delete[] p_; }
  T sum() const { T s = 0; for (int i = 0; i < n_; i++) s += p_[i]; return s; }

 private:
  T *p_;
  int n_;
};

int main() {
  Buf<long> b(1000);
  std::printf("sum=%ld\n", b.sum());
  return 0;
}
