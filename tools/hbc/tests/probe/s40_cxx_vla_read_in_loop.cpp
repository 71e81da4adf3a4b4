/* A one-dimensional GNU C++ variable-length array read in a worksharing loop, in heartbeat
   mode and in a team-mode region: g++ captures such an array by reference in the lambda
   that runs the loop. hbc refused both (IQ-TREE's likelihood kernels; helper-48). */
// PROBE-OUTPUT: sum=4950 team=4950
#include <cstdio>
#include <omp.h>
static double get(double v) { return v; }
template <class T> T run(int n) {
  T w[n];
  for (int i = 0; i < n; i++) w[i] = i;
  T sum = 0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 0; i < n; i++) sum += get(w[i]);
  return sum;
}
static double team(int n) {
  double w[n];
  for (int i = 0; i < n; i++) w[i] = i;
  double total = 0;
#pragma omp parallel reduction(+ : total)
  {
    double mine = 0 * omp_get_thread_num();
#pragma omp for schedule(static)
    for (int i = 0; i < n; i++) mine += w[i];
    total += mine;
  }
  return total;
}
int main() {
  std::printf("sum=%g team=%g\n", run<double>(100), team(100));
  return 0;
}
