/* Right output (g++ without -fopenmp): "sum 1771 last 154"
   Before session 33, hbc: rejected, "error: hbc: loop is not in OpenMP canonical form: init must set the loop
   variable" -- the init `it = vec.begin()` assigns a random-access iterator declared before
   the loop, which is canonical form since OpenMP 3.0 (and clang/g++ accept it).
   From OpenMP Examples parallel_execution/sources/pra_iterator.1.cpp. */
#include <vector>
#include <cstdio>
int main() {
  std::vector<int> vec(23);
  std::vector<int>::iterator it;
#pragma omp parallel for default(none) shared(vec)
  for (it = vec.begin(); it < vec.end(); it++)
    *it = 7 * (int)(it - vec.begin());
  long s = 0;
  for (int v : vec) s += v;
  std::printf("sum %ld last %d\n", s, vec[22]);
  return 0;
}
