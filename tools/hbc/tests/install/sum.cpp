// Built by the installed hbc++ in the install check (check.sh).
#include <omp.h>
#include <cstdio>
#include <vector>
int main() {
  std::vector<long> v(1000000);
#pragma omp parallel for
  for (long i = 0; i < (long)v.size(); i++) v[i] = i;
  long long s = 0;
#pragma omp parallel for reduction(+:s)
  for (long i = 0; i < (long)v.size(); i++) s += v[i];
  std::printf("%lld %d\n", s, omp_get_max_threads() >= 1);
}
