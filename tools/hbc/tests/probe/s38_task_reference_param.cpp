// PROBE-OUTPUT: x=1 y=3 s=10
// In an orphaned task a parameter passed by reference is firstprivate (OpenMP 5.0,
// 2.19.1.1): the task's `r++` changes its copy, not the caller's x. hbc++'s fork form left
// references shared before session 38 (x=2; helper-39, libgomp's pr86539.C). A reference
// named shared stays shared.
#include <cstdio>
int x = 1, y = 1;
static void bump(int &r) {
#pragma omp task
  r++;
#pragma omp taskwait
}
static void bump_shared(int &r) {
#pragma omp task shared(r)
  r += 2;
#pragma omp taskwait
}
static int sum_copy(const int &n) {
  int s = 0;
#pragma omp task shared(s)
  s = n * 2;
#pragma omp taskwait
  return s;
}
int main() {
  int s = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    bump(x);
    bump_shared(y);
    s = sum_copy(5);
  }
  std::printf("x=%d y=%d s=%d\n", x, y, s);
  return 0;
}
