// C++ tasks that are not the task/taskwait fork (spawned in a loop, no taskwait in the same
// block) are deferred into the region's task scope (they may run concurrently: the update is
// atomic). Since session 74 a taskloop is a heartbeat loop (taskloop_as_loop.cpp): the
// reduction's partials per range, and no wait after a body that can create no task.
// EXPECT-OUTPUT: 4950 4950 45
#include <cstdio>
static long total = 0;
void work(int i) {
#pragma omp atomic
  total += i;
}
int main() {
  long tl = 0;
  int s = 0;
#pragma omp parallel
#pragma omp single
  {
    for (int i = 0; i < 100; i++) {
#pragma omp task firstprivate(i)
      work(i);
    }
#pragma omp taskloop reduction(+: tl) grainsize(4)
    for (int i = 0; i < 100; i++) tl += i;
#pragma omp taskloop shared(s) nogroup
    for (int i = 0; i < 10; i++) {
#pragma omp atomic
      s += i;
    }
#pragma omp taskwait
  }
  std::printf("%ld %ld %d\n", total, tl, s);
  return 0;
}
