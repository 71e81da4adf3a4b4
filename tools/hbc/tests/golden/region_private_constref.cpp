// Class 4: a region-private variable that the loop only reads, through std::min's const
// reference parameters, is not "written" (GAPBS).
// EXPECT-OUTPUT: 499500
#include <algorithm>
#include <cstdio>
static long a[1000];
int main() {
#pragma omp parallel
  {
    long n = 1000;
#pragma omp for
    for (long b = 0; b < n; b += 100)
      for (long e = b; e < std::min(b + 100, n); e++) a[e] = e;
  }
  long s = 0;
  for (long i = 0; i < 1000; i++) s += a[i];
  std::printf("%ld\n", s);
}
