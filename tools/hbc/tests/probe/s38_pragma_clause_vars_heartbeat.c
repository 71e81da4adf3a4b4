/* Clause expressions written inside _Pragma strings that name variables (hpgmg-fv's
   operator macros: `_Pragma("omp parallel for ... if(nb>1) schedule(static,1)")`):
   a combined construct's if and chunk, a worksharing loop's chunk read from a region-local
   and from a shared local the region writes, a task's if, a taskloop's grainsize. */
#include <stdio.h>
#define STR(a) #a
#define OMP(a) _Pragma(STR(omp a))
#define PFOR_IF(nb, ch) OMP(parallel for if(nb > 1) schedule(static, ch) reduction(+:sum))
#define FOR_DYN(c) OMP(for schedule(dynamic, c) reduction(+:part))
#define TASK_IF(d) OMP(task shared(r) if(d < 4))
#define TASKLOOP_G(g) OMP(taskloop grainsize(g) reduction(+:t))

static long fib(int n, int d) {
  long a = 0, b = 0;
  if (n < 2) return n;
  { long r = 0; TASK_IF(d) { r = fib(n - 1, d + 1); } b = fib(n - 2, d + 1);
    OMP(taskwait) a = r; }
  return a + b;
}

int main(void) {
  int nb = 200, ch = 3;
  double sum = 0.0;
  PFOR_IF(nb, ch)
  for (int i = 0; i < nb; i++) sum += i * 0.5;
  long part = 0;
  int step = 1;
  OMP(parallel shared(step))
  {
    int local_ch = 2 + step;
    FOR_DYN(local_ch)
    for (int i = 0; i < 1000; i++) part += i % 7;
    OMP(single) step = 5;
    FOR_DYN(step)
    for (int i = 0; i < 1000; i++) part += i % 5;
  }
  long f = 0;
  OMP(parallel) OMP(single) f = fib(20, 0);
  long t = 0;
  int g = 7;
  OMP(parallel) OMP(single)
  TASKLOOP_G(g)
  for (int i = 0; i < 500; i++) t += i;
  printf("sum=%.1f part=%ld fib=%ld t=%ld\n", sum, part, f, t);
  return 0;
}
