// threadprivate used only by main()'s own code outside parallel loops: every region runs on
// the initial thread, a team of one, so the variable is that thread's copy (the master's, as
// OpenMP requires), copyin and copyprivate copy it onto itself, and values persist across
// regions. Tasks run in place on the same thread.
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
