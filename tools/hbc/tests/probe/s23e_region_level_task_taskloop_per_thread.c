/* A `task` or `taskloop` in code that every thread of a region runs (no single/master
   around it) is created by each thread of the team: OpenMP runs the task once per thread
   and the whole taskloop once per thread. (The Parallel Research Kernels' C1z
   transpose-taskloop / stencil-taskloop write OMP_PARALLEL() { OMP_TASKLOOP(...) for ... }.)
   hbc keeps the region in heartbeat mode (run once): team_every_thread.cpp
   leavesEveryThreadCode() counts task/taskloop bodies as code one thread runs, so the
   atomic counts below tell 1 task and 100 iterations for a team of 2 or 3
   (tasks/thread=0, iters/thread=50 or 33 printed). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_num_threads(void) { return 1; }
#endif

int main(void)
{
  int tasks = 0, iters = 0, nth = 0;
  #pragma omp parallel
  {
    #pragma omp single
    nth = omp_get_num_threads();
    #pragma omp task
    {
      #pragma omp atomic
      tasks++;
    }
    #pragma omp taskloop
    for (int i = 0; i < 100; i++) {
      #pragma omp atomic
      iters++;
    }
  }
  printf("tasks/thread=%d iters/thread=%d\n", tasks / nth, iters / nth);
  return 0;
}
