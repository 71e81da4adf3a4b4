// A taskloop with grainsize (or num_tasks) whose variable is both firstprivate and
// lastprivate: each task starts from the original value and the last task's copy comes out.
// The copy is the construct's own, made afresh where each task starts, and copied out at the
// end (session 72; refused in session 71; before that it printed the sequential 50 where
// libgomp's tasks give 29, helper-114). e2e: taskloop_per_task_copies.c.
#include <stdio.h>
int main(void) {
  int x = 5;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop firstprivate(x) lastprivate(x) grainsize(3)
  for (int i = 0; i < 10; i++) x += i;
  printf("%d\n", x);
  return 0;
}
