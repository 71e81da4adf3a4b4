/* Tasks, taskgroup, taskloop, sections, ordered, linear and threadprivate (issue 12, classes
 * 2-3): constructs that hbc runs in place on the encountering thread, each holding heartbeat
 * loops that do run in parallel (and that read the construct's firstprivate copies). */
#include <stdio.h>
#include <stdlib.h>

#define N 256
static double m[N][N];
static int calls;
#pragma omp threadprivate(calls)

static long fib(int n) {
  long x, y;
  if (n < 2) return n;
#pragma omp task shared(x)
  x = fib(n - 1);
#pragma omp task shared(y)
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}

static double row_sum(int r) {
  double s = 0;
  int j;
#pragma omp parallel for reduction(+: s)
  for (j = 0; j < N; j++) s += m[r][j];
  return s;
}

int main(void) {
  int i, j;
  long f = 0;
  double total = 0, sec[3] = {0, 0, 0}, ord = 0, tl = 0;
  int lin = 0, idx[N];
  calls = 0;
#pragma omp parallel copyin(calls)
  {
#pragma omp single
    {
      int r;
      for (r = 0; r < N; r++) {
        /* r, private to the single's thread, is firstprivate in the task: each task fills
           its own row */
#pragma omp task
        {
          int k;
#pragma omp parallel for
          for (k = 0; k < N; k++) m[r][k] = (double)((r * 31 + k * 7) % 101) / 3.0;
        }
      }
#pragma omp taskwait
#pragma omp taskgroup
      {
#pragma omp task shared(f)
        f = fib(20);
      }
    }
    /* the master's copy is the initial thread's: it persists after the region */
#pragma omp master
    calls++;
  }
#pragma omp parallel sections
  {
#pragma omp section
    sec[0] = row_sum(1) + row_sum(2);
#pragma omp section
    sec[1] = row_sum(3);
#pragma omp section
    {
      int r;
      for (r = 0; r < N; r++) sec[2] += row_sum(r);
    }
  }
#pragma omp parallel for ordered reduction(+: total)
  for (i = 0; i < 8; i++) {
    double s = row_sum(i * 7);
    total += s;
#pragma omp ordered
    ord = ord * 0.5 + s;
  }
#pragma omp taskloop reduction(+: tl) grainsize(16)
  for (i = 0; i < N; i++) tl += m[i][(i * 5) % N] * (i % 3);
#pragma omp parallel for linear(lin)
  for (i = 0; i < N; i++) {
    idx[i] = lin;
    lin++;
  }
  for (j = 0; j < N; j++)
    if (idx[j] != j) { printf("linear wrong at %d\n", j); return 1; }
  calls++;
  printf("fib %ld sections %.3f %.3f %.3f ordered %.3f %.3f taskloop %.3f lin %d calls %d\n", f, sec[0], sec[1],
         sec[2], total, ord, tl, lin, calls);
  return 0;
}
