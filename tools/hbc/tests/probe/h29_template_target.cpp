#include <cstdio>
template <typename T> struct Vec {
  T d[40];
  int n = 40;
  T scaled_sum(T f) {
    T s = 0;
    T *p = d; int m = n;
    #pragma omp target teams distribute parallel for map(to: p[0:m]) reduction(+:s)
    for (int i = 0; i < m; i++) s += p[i] * f;
    return s;
  }
  void fill() {
    #pragma omp target teams distribute parallel for map(from: d[0:40])
    for (int i = 0; i < 40; i++) d[i] = (T)i / (T)2;
  }
};
int main() {
  Vec<int> vi; Vec<double> vd;
  vi.fill(); vd.fill();
  std::printf("%d %.2f\n", vi.scaled_sum(3), vd.scaled_sum(1.5));
  return 0;
}
