// A task in a template that lists what it writes keeps OpenMP's meaning: here x is
// firstprivate (the task's increment is its own) and y shared.
// EXPECT-OUTPUT: 1 2
#include <cstdio>
template <class T>
void bump(T v) {
  T x = v, y = v;
#pragma omp task firstprivate(x) shared(y)
  {
    x += 1;
    y = x;
  }
#pragma omp taskwait
  std::printf("%d %d\n", (int)x, (int)y);
}
int main() {
  bump(1);
  return 0;
}
