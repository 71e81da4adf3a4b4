#include <cstdio>
#include <omp.h>
static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
long res[64];
int seen[64];
int main() {
  double t0 = omp_get_wtime();
#pragma omp parallel
  {
    seen[omp_get_thread_num()] = 1;
#pragma omp single
    {
      for (int i = 0; i < 64; i++) {
#pragma omp task firstprivate(i)
        res[i] = fib(29 + i % 4);
      }
    }
  }
  double t1 = omp_get_wtime();
  long s = 0;
  for (int i = 0; i < 64; i++) s += res[i];
  std::printf("%ld %.3f\n", s, t1 - t0);
}
