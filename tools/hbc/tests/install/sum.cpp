// Built by the installed hbc++ in the install check (check.sh). The `error` directive in a
// template needs the installed hbc_error_directive.h (docs/hbc.md, "Utility directives").
#include <omp.h>
#include <cstdio>
#include <vector>
template <class T>
T checked(T x) {
  if (x < 0) {
#pragma omp error at(execution) severity(warning) message("negative element")
  }
  return x;
}
int main() {
  std::vector<long> v(1000000);
#pragma omp parallel for
  for (long i = 0; i < (long)v.size(); i++) v[i] = i;
  long long s = 0;
#pragma omp parallel for reduction(+:s)
  for (long i = 0; i < (long)v.size(); i++) s += checked(v[i]);
  std::printf("%lld %d\n", s, omp_get_max_threads() >= 1);
}
