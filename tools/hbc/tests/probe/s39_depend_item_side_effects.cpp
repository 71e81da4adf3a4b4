// A depend item with a side effect is evaluated once, when its task is created, in a
// heartbeat-mode region (the task runs in place) and in a team-mode one (the region asks
// its thread number). hbc dropped the clause with its expression: d stayed 10, k stayed 0
// (libgomp depend-1.C).
// PROBE-OUTPUT: d=8 k=2 x=15
#include <cstdio>
#include <omp.h>
int main() {
  int d = 10, k = 0, x = 0, slots[4] = {0};
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(inout: --d) shared(x)
    x += 1;
#pragma omp task depend(in: --d, x) shared(x)
    x += 2;
  }
#pragma omp parallel num_threads(2) shared(k, x)
  {
    if (omp_get_thread_num() == 0) {
#pragma omp task depend(out: slots[k++]) shared(x)
      x += 4;
#pragma omp task depend(out: slots[k++]) shared(x)
      x += 8;
    }
  }
  std::printf("d=%d k=%d x=%d\n", d, k, x);
  return 0;
}
