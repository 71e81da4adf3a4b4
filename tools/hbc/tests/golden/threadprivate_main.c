// threadprivate used only by main()'s own code outside parallel loops. The first region's
// `tp++` is every thread's, on its own copy (copyin gives each the master's): since session
// 33 that region runs as a team (each copy persists into later regions). The second one's
// `master` block runs on the initial thread, which heartbeat mode's once is; copyprivate
// gives every member the single's values, and values persist across regions.
// EXPECT-OUTPUT: tp=3 x=1.5 y=7 var=1
#include <stdio.h>
int tp = 1;
static float x;
static int y;
int var;
#pragma omp threadprivate(tp, x, y)
int main(void) {
#pragma omp parallel copyin(tp)
  {
    tp++;
#pragma omp single copyprivate(x, y)
    { x = 1.5f; y = 7; }
  }
#pragma omp parallel
  {
#pragma omp master
    tp++;
  }
#pragma omp task
  {
#pragma omp task
    { var = 1; }
  }
  printf("tp=%d x=%.1f y=%d var=%d\n", tp, x, y, var);
  return 0;
}
