// The same under -std=c++11 (the C API is used for the fork).
// FLAGS: -std=c++11
// task ... taskwait in one block becomes nested hbc_rt::fork2 calls (C++); variables that are
// firstprivate (explicitly or by OpenMP's default rules) are captured by value.
// EXPECT-TRANSLATION: hbc_rt::fork2(
// EXPECT-OUTPUT: 832040 1
#include <cstdio>
#include <omp.h>
long fib(int n) {
  long x, y;
  if (n < 2) return n;
#pragma omp task shared(x) untied
  x = fib(n - 1);
#pragma omp task shared(y) mergeable
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}
int main() {
  long r = 0;
  int inpar = 0;
#pragma omp parallel
  {
#pragma omp single
    {
      inpar = omp_in_parallel();
      r = fib(30);
    }
  }
  std::printf("%ld %d\n", r, inpar);
}
