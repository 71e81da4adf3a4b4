// A taskloop with grainsize (or num_tasks) whose variable is both firstprivate and
// lastprivate: each task starts from the original value and the last task's copy comes out,
// which hbc's in-place copy (one for the whole loop) does not give. Refused since session 71;
// before, it printed the sequential 50 where libgomp's tasks give 29 (helper-114).
// EXPECT-ERROR: taskloop with num_tasks or grainsize and 'x' both firstprivate and lastprivate
// EXPECT-ERROR-LINE: 12
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
