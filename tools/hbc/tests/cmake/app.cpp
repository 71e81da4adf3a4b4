#include <cstdio>
#include <vector>
extern "C" long kern_sum(const int *a, int n);
extern "C" int plain_openmp_on(void);
int main() {
  std::vector<int> v(5000);
#pragma omp parallel for
  for (int i = 0; i < 5000; i++) v[i] = i % 7;
#ifdef _OPENMP
  int app_openmp = 1;
#else
  int app_openmp = 0;
#endif
  std::printf("%ld %d %d\n", kern_sum(v.data(), (int)v.size()), app_openmp, plain_openmp_on());
}
