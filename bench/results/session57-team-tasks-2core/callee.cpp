#include <cstdio>
#include <omp.h>
static long fib(int n) {
  if (n < 2) return n;
  if (n < 20) return fib(n - 1) + fib(n - 2);
  long a, b;
#pragma omp task shared(a)
  a = fib(n - 1);
  b = fib(n - 2);
#pragma omp taskwait
  return a + b;
}
int seen[64];
int main() {
  long r = 0;
  double t0 = omp_get_wtime();
#pragma omp parallel
  {
    seen[omp_get_thread_num()] = 1;
#pragma omp single
    r = fib(38);
  }
  std::printf("%ld %.3f\n", r, omp_get_wtime() - t0);
}
