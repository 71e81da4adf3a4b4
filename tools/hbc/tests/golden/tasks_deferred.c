// C tasks on task groups (docs/hbc-internals-tasks.md, Tasks): an outlined task with its firstprivate values
// in a struct and its shared variables through pointers, spawned into the current scope; a
// region opens a scope; taskgroup opens a chained one; taskwait waits. Tasks that must run
// in place: one inside critical, one with a type declared in the function. One with depend
// is deferred with its item's address (since session 75; before: a taskwait, then in place).
// The taskgroup's tasks, whose bodies are atomics, are deferred since session 76.
// EXPECT-TRANSLATION: hbc_task_spawn(__hb_task_
// EXPECT-TRANSLATION: hbc_task_scope_open(&__hb_rs_
// EXPECT-TRANSLATION: HBC_SCOPE_GROUP
// EXPECT-OUTPUT: 6765 55 3 7 2
#include <stdio.h>
static int fib(int n) {
  int x, y;
  if (n < 2) return n;
#pragma omp task shared(x)
  x = fib(n - 1);
#pragma omp task shared(y)
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}
int main(void) {
  int r = 0, s = 0, c = 0, d = 1, t = 0;
#pragma omp parallel
#pragma omp single
  {
    r = fib(20);
#pragma omp taskgroup
    for (int i = 1; i <= 10; i++) {
#pragma omp task shared(s)
      {
#pragma omp atomic
        s += i;
      }
    }
#pragma omp critical
    {
#pragma omp task shared(c)
      c = 3;
    }
#pragma omp task depend(inout: d) shared(d)
    d = d * 7;
    typedef struct { int v; } box;
#pragma omp task shared(t)
    {
      box b = {2};
      t = b.v;
    }
  }
  printf("%d %d %d %d %d\n", r, s, c, d, t);
  return 0;
}
