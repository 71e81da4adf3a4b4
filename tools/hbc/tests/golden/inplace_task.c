// Tasks in C (and tasks that are not a task/taskwait fork in C++) run in place: each task
// executes at its creation, on the encountering thread, as OpenMP allows (`if(0)`), and
// taskwait has nothing left to wait for; the two with `depend` are deferred with their items'
// addresses since session 75, the second after the first; the task in the taskgroup, whose
// body creates a task, is deferred with it since session 77. A firstprivate variable
// (explicit, or by OpenMP's default rules for a task) is a copy made at creation.
// EXPECT-OUTPUT: fib(20)=6765 x=1 y=12 dep=6 tg=3
#include <stdio.h>
int fib(int n) {
  int x, y;
  if (n < 2) return n;
#pragma omp task shared(x)
  x = fib(n - 1);
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}
int main(void) {
  int r = 0, x = 1, y = 0, dep = 1, tg = 0;
#pragma omp parallel
  {
#pragma omp single
    {
#pragma omp task shared(r)
      r = fib(20);
      /* z, private to the single's thread, is firstprivate in the task by OpenMP's
         default rules: its increment is the task's own */
      int z = x;
#pragma omp task shared(y)
      { z += 10; y = z + 1; }
#pragma omp task depend(out: dep) shared(dep)
      dep = dep + 1;
#pragma omp task depend(in: dep) shared(dep)
      dep = dep * 3;
#pragma omp taskwait
      x = z;
#pragma omp taskgroup
      {
#pragma omp task shared(tg)
        {
#pragma omp task shared(tg)
          tg += 1;
#pragma omp taskwait
          tg += 2;
        }
      }
    }
  }
  printf("fib(20)=%d x=%d y=%d dep=%d tg=%d\n", r, x, y, dep, tg);
  return 0;
}
