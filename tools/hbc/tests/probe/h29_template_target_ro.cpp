#include <cstdio>
template <typename T> struct Acc {
  T d[30];
  T dot(T f) const {
    T s = 0;
    const T *p = d;
    #pragma omp target teams distribute parallel for map(to: p[0:30]) map(tofrom: s) reduction(+:s)
    for (int i = 0; i < 30; i++) s += p[i] * f;
    return s;
  }
  void fill(T base) {
    T *q = d;
    #pragma omp target teams distribute parallel for map(from: q[0:30])
    for (int i = 0; i < 30; i++) q[i] = base + (T)i;
  }
};
int main() {
  Acc<int> ai; Acc<double> ad;
  ai.fill(1); ad.fill(0.25);
  std::printf("%d %.3f\n", ai.dot(2), ad.dot(0.5));
  return 0;
}
