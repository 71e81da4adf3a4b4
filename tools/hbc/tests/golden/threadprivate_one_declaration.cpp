// C++: threadprivate naming both variables of one declaration: one thread_local for it.
// EXPECT-TRANSLATION: thread_local static long a, b;
// EXPECT-OUTPUT: s=499500
#include <cstdio>

static long a, b;
#pragma omp threadprivate(a, b)

int main() {
  long s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < 1000; i++) {
    a = i;
    b = a;
    s += b;
  }
  std::printf("s=%ld\n", s);
  return 0;
}
